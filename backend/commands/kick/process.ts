import type { KickReceipt } from '@app/contracts';
import { handleCommand } from '../../core/command-handler.js';
import type { CommandContext } from '../../core/decider.js';
import type { Deps } from '../../core/deps.js';
import { loadState } from '../../core/load-state.js';
import { ACCESS_STREAM, accessDecider } from '../accounts/account/access.js';
import { toUserStreamId } from '../accounts/account/user.js';
import { creditKickFollow, kickAccountOwner } from './account.js';
import { KICK_CHANNEL_STREAM, KICK_SETTINGS_STREAM, kickChannelDecider, kickSettingsDecider, liveAt } from './channel.js';
import { redeemKickLinkCode } from './link.js';
import { type KickAward, kickMemberDecider } from './member.js';
import { receiptDecider, toKickMessageStreamId } from './receipt.js';

/** Watch windows are 10-minute slots of the Istanbul clock; Istanbul's offset is whole hours, so UTC slots match. */
export const WATCH_WINDOW_MS = 10 * 60_000;
export const watchWindowStart = (sentAt: string) =>
  new Date(Math.floor(Date.parse(sentAt) / WATCH_WINDOW_MS) * WATCH_WINDOW_MS).toISOString();
/** A chat message earns its window only if Kick says it was written at most this long before or after it arrived. */
export const CHAT_FRESH_MS = 15 * 60_000;

/**
 * Issue 38: a message's `created_at` must be within 15 minutes of its arrival (a receipt recorded before
 * arrivals were kept is judged by now) and inside a live period of the log, not merely while the
 * channel is live now: a months-old `created_at` earned windows for past days beyond their cap.
 */
export function chatEarnsWindow(
  periods: Parameters<typeof liveAt>[0],
  sentAt: string,
  receivedAt: string | undefined,
  now: Date,
): boolean {
  const sent = Date.parse(sentAt);
  const arrived = receivedAt ? Date.parse(receivedAt) : now.getTime();
  if (!Number.isFinite(sent) || !Number.isFinite(arrived) || Math.abs(arrived - sent) > CHAT_FRESH_MS) return false;
  return liveAt(periods, sent);
}

/** The member a Kick account is linked to, unless none is or they are banned (a ban stops Kick points too). */
async function creditedMember(deps: Deps, kickUserId: number): Promise<string | null> {
  const owner = await kickAccountOwner(deps, kickUserId);
  if (!owner) return null;
  const access = await loadState(deps.events, ACCESS_STREAM, accessDecider);
  return access.accounts.get(owner)?.banned ? null : owner;
}

async function award(deps: Deps, kickUserId: number | null, a: KickAward, ctx: CommandContext) {
  // null: an anonymous gift; 0: the delivery of a Kick account erased with its member (docs/privacy.md).
  if (!kickUserId || a.points <= 0) return;
  const userId = await creditedMember(deps, kickUserId);
  if (!userId) return;
  if (a.kind === 'follow') {
    // Once per Kick account ever: marked in the key store before the member's award.
    if (!(await creditKickFollow(deps, kickUserId, a.messageId))) return;
  }
  const command = { type: 'AwardKickPoints', kickUserId, award: a } as const;
  await handleCommand(deps.events, toUserStreamId(userId), kickMemberDecider, command, ctx);
}

/** The work one delivery asks for. Every step is idempotent, so a delivery processed again changes nothing. */
async function work(deps: Deps, receipt: KickReceipt, ctx: CommandContext) {
  const settings = await loadState(deps.events, KICK_SETTINGS_STREAM, kickSettingsDecider);
  const messageId = receipt.data.messageId;
  switch (receipt.type) {
    case 'KickChatMessageReceived': {
      const { kickUserId, sentAt, receivedAt, linkCode, senderName } = receipt.data;
      if (linkCode && senderName)
        return void (await redeemKickLinkCode(deps, linkCode, { kickUserId, kickUsername: senderName }, ctx));
      const channel = await loadState(deps.events, KICK_CHANNEL_STREAM, kickChannelDecider);
      if (!chatEarnsWindow(channel.periods, sentAt, receivedAt, ctx.now)) return;
      const windowStart = watchWindowStart(sentAt);
      return award(
        deps,
        kickUserId,
        { kind: 'watch', windowStart, points: settings.watchPoints, dailyCap: settings.dailyWatchCap },
        ctx,
      );
    }
    case 'KickFollowReceived':
      return award(deps, receipt.data.kickUserId, { kind: 'follow', messageId, points: settings.followPoints }, ctx);
    case 'KickSubscriptionReceived': {
      const renewal = receipt.data.kind === 'renewal';
      const points = renewal ? settings.renewalPoints : settings.subscriptionPoints;
      return award(deps, receipt.data.kickUserId, { kind: renewal ? 'renewal' : 'subscription', messageId, points }, ctx);
    }
    case 'KickSubscriptionsGifted': {
      const points = settings.giftPoints * receipt.data.gifts;
      return award(deps, receipt.data.gifterKickUserId, { kind: 'gift', messageId, points }, ctx);
    }
    case 'KicksGiftReceived': {
      const points = Math.floor(receipt.data.amount / settings.kicksPerPoint);
      return award(deps, receipt.data.kickUserId, { kind: 'kicks', messageId, points }, ctx);
    }
    case 'KickLiveStatusReceived': {
      const { live, title, startedAt, endedAt = null } = receipt.data;
      const at = ctx.now.toISOString();
      const command = { type: 'RecordLiveStatus', live, title, startedAt, endedAt, messageId, at } as const;
      return void (await handleCommand(deps.events, KICK_CHANNEL_STREAM, kickChannelDecider, command, ctx));
    }
    case 'KickTitleReceived': {
      const command = { type: 'RecordTitle', title: receipt.data.title, messageId } as const;
      return void (await handleCommand(deps.events, KICK_CHANNEL_STREAM, kickChannelDecider, command, ctx));
    }
    default: {
      const unknown: never = receipt;
      throw new Error(`Unknown receipt ${JSON.stringify(unknown)}`);
    }
  }
}

/** Does the delivery's work unless it is done, then marks it done; answers the last position appended. */
export async function processKickMessage(deps: Deps, messageId: string, ctx: CommandContext): Promise<number> {
  const stream = toKickMessageStreamId(messageId);
  const state = await loadState(deps.events, stream, receiptDecider);
  if (!state.receipt || state.processed) return -1;
  await work(deps, state.receipt, ctx);
  return (await handleCommand(deps.events, stream, receiptDecider, { type: 'MarkProcessed' }, ctx)).position;
}
