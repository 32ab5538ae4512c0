import { LEADERBOARD_SIZE, type LeaderboardEntry, type LeaderboardPeriod, type StreamingRule } from '@app/contracts';
import type { ReadStore } from '../../core/read-store/read-store.js';
import { MEMBER_POINTS, type MemberPointsDoc } from './member-points.projection.js';
import { periodTop } from './period-leaderboards.projection.js';
import { STREAMING_RULES, type StreamingRuleDoc } from './streaming-rules.projection.js';

/** Top members by points; equal scores: who reached it first, then the username, so the order never flickers. */
export async function leaderboard(read: ReadStore): Promise<LeaderboardEntry[]> {
  const top = await read
    .collection<MemberPointsDoc>(MEMBER_POINTS)
    .find(
      { points: { $gt: 0 }, banned: { $ne: true } },
      { sort: { points: -1, reachedAt: 1, usernameLower: 1 }, limit: LEADERBOARD_SIZE },
    );
  return top.map((m) => ({ username: m.username || null, points: m.points }));
}

/** Top members by points earned in the current Istanbul week or month (`now` from the injected clock). */
export async function periodLeaderboard(read: ReadStore, period: LeaderboardPeriod, now: Date): Promise<LeaderboardEntry[]> {
  const top = await periodTop(read, period, now);
  if (top.length === 0) return [];
  const members = await read.collection<MemberPointsDoc>(MEMBER_POINTS).find({ _id: { $in: top.map((e) => e.userId) } });
  const names = new Map(members.map((m) => [m._id, m.username]));
  return top.map((e) => ({ username: names.get(e.userId) || null, points: e.points }));
}

export const toStreamingRule = (d: StreamingRuleDoc): StreamingRule => ({
  id: d._id,
  adminStreamUrl: d.adminStreamUrl,
  isActive: d.isActive,
  pointsReward: d.pointsReward,
  description: d.description,
  createdAt: d.createdAt,
  updatedAt: d.updatedAt,
  revision: d.revision,
});

export const findStreamingRule = async (read: ReadStore, id: string) => {
  const d = await read.collection<StreamingRuleDoc>(STREAMING_RULES).findOne({ _id: id });
  return d ? toStreamingRule(d) : null;
};

/** Newest first, so a rule just added is at the top of the admin list. */
export const listStreamingRules = async (read: ReadStore) =>
  (await read.collection<StreamingRuleDoc>(STREAMING_RULES).find({}, { sort: { createdAt: -1, _id: 1 } })).map(toStreamingRule);
