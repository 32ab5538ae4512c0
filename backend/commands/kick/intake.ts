import {
  isKickWebhookType,
  KICK_HEADERS,
  KICK_LINK_COMMAND,
  type KickReceipt,
  kickWebhookPayloads,
  type KickWebhookType,
} from '@app/contracts';
import type { z } from 'zod';
import { handleCommand } from '../../core/command-handler.js';
import type { CommandContext } from '../../core/decider.js';
import type { Deps } from '../../core/deps.js';
import { DomainError } from '../../core/errors.js';
import { WrongExpectedRevisionError } from '../../core/event-store/event-store.js';
import { deliveryOrigin } from './origin.js';
import { receiptDecider, toKickMessageStreamId } from './receipt.js';
import type { KickRuntime } from './runtime.js';
import { kickSignatureValid, kickTimestampFresh } from './signature.js';
import { kickDeliveries } from '../../core/metrics.js';

export const INTAKE_TEXT = {
  unsigned: 'Kick imzası eksik veya geçersiz.',
  stale: 'Kick bildiriminin zamanı geçersiz veya çok eski.',
  body: 'Kick bildiriminin gövdesi geçersiz.',
  unresolved: 'Kick kanalı henüz tanınmadı; bildirim daha sonra yeniden denenmeli.',
} as const;

type Payload<T extends KickWebhookType> = z.infer<(typeof kickWebhookPayloads)[T]>;

/** More than Kick can send in one delivery: a forged or broken amount, never credited. */
export const KICK_BOUNDS = { kicks: 1_000_000, giftedSubscriptions: 1_000 } as const;

function outOfBounds(type: KickWebhookType, payload: Payload<KickWebhookType>): boolean {
  if (type === 'kicks.gifted') return (payload as Payload<'kicks.gifted'>).gift.amount > KICK_BOUNDS.kicks;
  if (type === 'channel.subscription.gifts')
    return (payload as Payload<'channel.subscription.gifts'>).giftees.length > KICK_BOUNDS.giftedSubscriptions;
  return false;
}

/** The body held to its type's schema (strict: a body of another type does not pass). */
function payloadOf(type: KickWebhookType, body: unknown): Payload<KickWebhookType> {
  const parsed = kickWebhookPayloads[type].safeParse(body);
  if (!parsed.success) throw new DomainError('validation_error', INTAKE_TEXT.body);
  return parsed.data;
}

/** What the log keeps of a delivery: who and when, never the chat text (only a `!bagla` code). */
function receiptOf(type: KickWebhookType, messageId: string, payload: Payload<KickWebhookType>, now: Date): KickReceipt {
  // payloadOf parsed it with `type`'s own schema.
  const p = <T extends KickWebhookType>(_t: T) => payload as Payload<T>;
  switch (type) {
    case 'chat.message.sent': {
      const m = p(type);
      const code = KICK_LINK_COMMAND.exec(m.content)?.[1]?.toUpperCase() ?? null;
      const data = {
        messageId,
        kickUserId: m.sender.user_id,
        sentAt: m.created_at,
        receivedAt: now.toISOString(),
        linkCode: code,
        senderName: code ? m.sender.username : null,
      };
      return { type: 'KickChatMessageReceived', data };
    }
    case 'channel.followed':
      return { type: 'KickFollowReceived', data: { messageId, kickUserId: p(type).follower.user_id } };
    case 'channel.subscription.new':
    case 'channel.subscription.renewal': {
      const kind = type === 'channel.subscription.new' ? 'new' : 'renewal';
      return { type: 'KickSubscriptionReceived', data: { messageId, kickUserId: p(type).subscriber.user_id, kind } };
    }
    case 'channel.subscription.gifts': {
      const g = p(type);
      const gifterKickUserId = g.gifter.is_anonymous ? null : g.gifter.user_id;
      return { type: 'KickSubscriptionsGifted', data: { messageId, gifterKickUserId, gifts: g.giftees.length } };
    }
    case 'kicks.gifted': {
      const k = p(type);
      return { type: 'KicksGiftReceived', data: { messageId, kickUserId: k.sender.user_id, amount: k.gift.amount } };
    }
    case 'livestream.status.updated': {
      const s = p(type);
      const data = { messageId, live: s.is_live, title: s.title, startedAt: s.started_at, endedAt: s.ended_at };
      return { type: 'KickLiveStatusReceived', data };
    }
    case 'livestream.metadata.updated':
      return { type: 'KickTitleReceived', data: { messageId, title: p(type).metadata.title } };
  }
}

export interface Delivery {
  headers: (name: string) => string | undefined;
  rawBody: string;
}

/**
 * Checks a delivery (signature over the raw body, freshness, that it is this site's: its subscription
 * id, type and broadcaster, then the body schema) and records it on its own stream. Answers the message
 * id when it is new (its work is still to do), null for a redelivery or a delivery that is not the
 * site's (counted, and answered 200 so that Kick does not retry it). 401 / 400 / 503 (channel not yet
 * resolved: Kick retries) as DomainErrors, with nothing recorded.
 */
export async function takeKickDelivery(deps: Deps, rt: KickRuntime, d: Delivery, ctx: CommandContext): Promise<string | null> {
  const key = rt.key();
  const messageId = d.headers(KICK_HEADERS.messageId) ?? '';
  const timestamp = d.headers(KICK_HEADERS.timestamp) ?? '';
  const signature = d.headers(KICK_HEADERS.signature) ?? '';
  if (!messageId || !timestamp || !kickSignatureValid(key, { messageId, timestamp, rawBody: d.rawBody, signature })) {
    throw new DomainError('unauthenticated', INTAKE_TEXT.unsigned);
  }
  if (!kickTimestampFresh(timestamp, ctx.now)) throw new DomainError('unauthenticated', INTAKE_TEXT.stale);
  let body: unknown;
  try {
    body = JSON.parse(d.rawBody);
  } catch {
    throw new DomainError('validation_error', INTAKE_TEXT.body);
  }
  const type = d.headers(KICK_HEADERS.type) ?? '';
  const origin = await deliveryOrigin(rt, d.headers(KICK_HEADERS.subscriptionId) ?? '', ctx.now);
  if (origin.broadcaster === null) throw new DomainError('unavailable', INTAKE_TEXT.unresolved);
  const notOurs = () => {
    rt.connection.otherChannelDeliveries += 1;
    kickDeliveries.labels('other_channel').inc(); // /metrics (docs/operations.md), beside /admin/kick's count
    return null;
  };
  if (origin.type !== type || !isKickWebhookType(type)) return notOurs();
  const payload = payloadOf(type, body);
  if (payload.broadcaster.user_id !== origin.broadcaster) return notOurs();
  if (outOfBounds(type, payload)) {
    // 200: Kick must not send it again; the counter on /admin/kick says it happened.
    rt.connection.outOfBoundsDeliveries += 1;
    return null;
  }
  const receipt = receiptOf(type, messageId, payload, ctx.now);
  try {
    const r = await handleCommand(
      deps.events,
      toKickMessageStreamId(messageId),
      receiptDecider,
      { type: 'RecordReceipt', receipt },
      ctx,
    );
    return r.events.length > 0 ? messageId : null;
  } catch (err) {
    // Another instance recorded the same delivery at the same moment: it is theirs to process.
    if (err instanceof WrongExpectedRevisionError) return null;
    throw err;
  }
}
