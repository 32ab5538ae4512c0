import { LEADERBOARD_SIZE, type LeaderboardEntry, type StreamingRule } from '@app/contracts';
import type { ReadStore } from '../../core/read-store/read-store.js';
import { MEMBER_POINTS, type MemberPointsDoc } from './member-points.projection.js';
import { STREAMING_RULES, type StreamingRuleDoc } from './streaming-rules.projection.js';

/** Top members by points; equal scores: who reached it first, then the username, so the order never flickers. */
export async function leaderboard(read: ReadStore): Promise<LeaderboardEntry[]> {
  const top = await read.collection<MemberPointsDoc>(MEMBER_POINTS).find(
    { points: { $gt: 0 } },
    { sort: { points: -1, reachedAt: 1, usernameLower: 1 }, limit: LEADERBOARD_SIZE },
  );
  return top.map((m) => ({ username: m.username || null, points: m.points }));
}

export const toStreamingRule = (d: StreamingRuleDoc): StreamingRule => ({
  id: d._id,
  adminStreamUrl: d.adminStreamUrl,
  isActive: d.isActive,
  pointsReward: d.pointsReward,
  description: d.description,
  createdAt: d.createdAt,
  updatedAt: d.updatedAt,
});

export const findStreamingRule = async (read: ReadStore, id: string) => {
  const d = await read.collection<StreamingRuleDoc>(STREAMING_RULES).findOne({ _id: id });
  return d ? toStreamingRule(d) : null;
};

/** Newest first, so a rule just added is at the top of the admin list. */
export const listStreamingRules = async (read: ReadStore) =>
  (await read.collection<StreamingRuleDoc>(STREAMING_RULES).find({}, { sort: { createdAt: -1, _id: 1 } })).map(toStreamingRule);
