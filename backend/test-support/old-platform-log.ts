import { randomUUID } from 'node:crypto';
import type { EventStore } from '../core/event-store/event-store.js';
import { seal } from '../core/privacy/field-crypto.js';
import type { MemberKeys } from '../core/privacy/member-keys.js';

export interface OldPlatformLinks {
  userId: string;
  kickUserId: number;
  telegramUserId: number;
  /** A personal value beside the ids: the Kick name of the `!bagla` receipt and the link. */
  kickName: string;
}

const meta = () => ({ actorId: null, actorRole: null, at: '2026-01-01T00:00:00.000Z', correlationId: randomUUID() });

/**
 * A member's Telegram and Kick links as the versions before the platform-id step wrote them: claim
 * streams named by the ids (`telegramAccount-<id>`, `kickAccount-<id>`, with the follow's credit), the ids
 * in clear in every event. Given `keys`, as the previous sealed version did: the member's personal fields
 * sealed with the member's key, the `!bagla` receipt's sender name with the key of `kick:<Kick id>`.
 */
export async function writeOldPlatformEvents(store: EventStore, m: OldPlatformLinks, keys?: MemberKeys) {
  const sealFor = async (subject: string, value: string) => {
    if (!keys) return value;
    const state = await keys.keyFor(subject);
    return 'key' in state ? seal(subject, state.key, value) : null;
  };
  const { userId, kickUserId, telegramUserId } = m;
  const append = (stream: string, type: string, data: unknown) => store.append(stream, [{ type, data, metadata: meta() }], 'any');
  await append(`telegramAccount-${telegramUserId}`, 'TelegramAccountClaimed', { telegramUserId, userId });
  await append(`user-${userId}`, 'TelegramAccountVerified', {
    userId,
    verificationId: randomUUID(),
    telegramUserId,
    telegramUsername: null,
    telegramName: await sealFor(userId, `${m.kickName}-tg`),
    points: 100,
  });
  await append(`kickAccount-${kickUserId}`, 'KickAccountClaimed', { kickUserId, userId });
  const bagla = `bagla-${userId}`;
  await append(`kickMessage-${bagla}`, 'KickChatMessageReceived', {
    messageId: bagla,
    kickUserId,
    sentAt: '2026-01-01T00:00:00.000Z',
    linkCode: 'ABC234',
    senderName: await sealFor(`kick:${kickUserId}`, m.kickName),
  });
  const linked = { userId, kickUserId, kickUsername: await sealFor(userId, m.kickName), via: 'code' };
  await append(`user-${userId}`, 'KickAccountLinked', linked);
  const follow = `follow-${userId}`;
  await append(`kickMessage-${follow}`, 'KickFollowReceived', { messageId: follow, kickUserId });
  await append(`kickAccount-${kickUserId}`, 'KickFollowCredited', { kickUserId, userId, messageId: follow });
}
