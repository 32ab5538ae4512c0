import { normaliseStreamUrl, type StreamLinkOutcome } from '@app/contracts';
import { handleCommand } from '../../core/command-handler.js';
import { istanbulDay } from '../../core/istanbul-time.js';
import { loadState } from '../../core/load-state.js';
import type { CommandContext } from '../../core/decider.js';
import type { Deps } from '../../core/deps.js';
import { toUserStreamId } from '../accounts/account/user.js';
import { ledgerDecider, type LedgerEntry } from './ledger.js';
import { activeRule, STREAMING_RULES_STREAM, streamingRulesDecider } from './streaming-rules.js';

/** Stream points are earned once per Istanbul calendar day. */
export { istanbulDay };

export const streamSourceId = (at: Date) => `stream:${istanbulDay(at)}`;

export interface StreamLinkResult {
  streamUrl: string;
  /** Why the save did or did not bring points: the member is told which. */
  outcome: StreamLinkOutcome;
  pointsEarned: number;
  position: number;
}

type Match = { award: LedgerEntry; outcome?: never } | { award: null; outcome: 'no-rule' | 'not-rule-link' };

/** Today's award when `streamUrl` is the active rule's link, else why not. Read from the rules' own stream. */
async function matchingAward(deps: Deps, streamUrl: string, now: Date): Promise<Match> {
  const rules = await loadState(deps.events, STREAMING_RULES_STREAM, streamingRulesDecider);
  const rule = activeRule(rules);
  if (!rule) return { award: null, outcome: 'no-rule' };
  const mine = normaliseStreamUrl(streamUrl);
  if (!mine || mine !== normaliseStreamUrl(rule.adminStreamUrl)) return { award: null, outcome: 'not-rule-link' };
  return { award: { amount: rule.pointsReward, reason: 'stream', sourceId: streamSourceId(now) } };
}

/**
 * Stores the member's stream link and, when it is the active rule's link, awards the rule's points
 * once per Istanbul day; both in one append on the member's stream, so neither happens without the other.
 */
export async function submitStreamLink(
  deps: Deps,
  userId: string,
  streamUrl: string,
  ctx: CommandContext,
): Promise<StreamLinkResult> {
  const { award, outcome } = await matchingAward(deps, streamUrl, ctx.now);
  const r = await handleCommand(
    deps.events,
    toUserStreamId(userId),
    ledgerDecider,
    { type: 'SubmitStreamLink', streamUrl, award },
    ctx,
  );
  const earned = r.events.find((e) => e.type === 'PointsAwarded');
  const pointsEarned = earned?.data.amount ?? 0;
  return {
    streamUrl,
    outcome: outcome ?? (pointsEarned > 0 ? 'earned' : 'already-earned'),
    pointsEarned,
    position: r.position,
  };
}

/** For registration: the link given at sign-up earns today's points like a later update would. */
export async function awardStreamPointsIfMatching(
  deps: Deps,
  userId: string,
  streamUrl: string | null | undefined,
  ctx: CommandContext,
): Promise<{ pointsEarned: number; position: number }> {
  if (!streamUrl) return { pointsEarned: 0, position: -1 };
  const { pointsEarned, position } = await submitStreamLink(deps, userId, streamUrl, ctx);
  return { pointsEarned, position };
}
