import { LEADERBOARD_SIZE, Topic, type LeaderboardPeriod } from '@app/contracts';
import type { LogEvent } from '../../core/event-types.js';
import { type ChangeNotice, defineProjection } from '../../core/projections/projection.js';
import type { ReadStore } from '../../core/read-store/read-store.js';
import {
  type BoardDoc,
  type BoardEntry,
  credit,
  PERIOD_BANS,
  PERIOD_BOARDS,
  PERIOD_HORIZON,
  PERIOD_TOTALS,
  periodBucket,
  type TotalDoc,
} from './period-credits.js';

export { PERIOD_BANS, PERIOD_BOARDS, PERIOD_HORIZON, PERIOD_TOTALS, periodBucket } from './period-credits.js';

/**
 * A ban takes the member off every board they are on, and the next best move up; lifting it puts
 * them back where their totals rank. Both rebuild the affected boards from the totals (bans are rare):
 * those of the periods that still count, since the credits before the ban were written, and the totals
 * of older periods dropped, first (see Horizon).
 */
async function applyBan(store: ReadStore, userId: string, banned: boolean, position: number): Promise<ChangeNotice[]> {
  const bans = store.collection(PERIOD_BANS);
  if (banned) await bans.updateOne({ _id: userId }, { $set: { since: position } }, { upsert: true });
  else await bans.deleteOne({ _id: userId });
  const totals = store.collection<TotalDoc>(PERIOD_TOTALS);
  await totals.updateMany({ userId }, { $set: { banned } });
  const buckets = new Set((await totals.find({ userId }, { projection: { bucket: 1 } })).map((t) => t.bucket));
  const boards = store.collection<BoardDoc>(PERIOD_BOARDS);
  for (const bucket of buckets) {
    const board = await boards.findOne({ _id: bucket });
    if (board && board.position >= position) continue;
    const best = await totals.find({ bucket, banned: false }, { sort: { points: -1, reachedAt: 1 }, limit: LEADERBOARD_SIZE });
    const top = best.map((t) => ({ userId: t.userId, points: t.points, reachedAt: t.reachedAt }));
    await boards.updateOne({ _id: bucket }, { $set: { top, position } }, { upsert: true });
  }
  return buckets.size > 0 ? [{ topic: 'leaderboard', rooms: ['public'] }] : [];
}

/**
 * The weekly and monthly boards rank points earned in the period: awards (verifications, stream points,
 * ticket approvals). Spending does not lower what was earned, and a refund gives back what was spent
 * rather than earning anything, so neither counts. The period is the event's own time (metadata).
 * A batch's credits are counted in memory, event by event, and written once (a rebuild reads tens of
 * thousands); a ban, rare, comes after the credits before it are written, and rebuilds the boards it
 * touches from the store.
 */
async function applyBatch(
  events: LogEvent<'PointsAwarded' | 'UserBanned' | 'UserUnbanned' | 'MemberErased'>[],
  store: ReadStore,
): Promise<ChangeNotice[]> {
  const notices: ChangeNotice[] = [];
  let credits: LogEvent<'PointsAwarded'>[] = [];
  let credited = false;
  for (const event of events) {
    if (event.type === 'PointsAwarded') {
      credits.push(event);
      continue;
    }
    await credit(store, credits);
    credited ||= credits.length > 0;
    credits = [];
    // An erased member leaves the boards as a banned one does (KVKK, docs/privacy.md).
    notices.push(...(await applyBan(store, event.data.userId, event.type !== 'UserUnbanned', event.position)));
  }
  await credit(store, credits);
  if (credited || credits.length > 0) notices.push({ topic: Topic.leaderboard, rooms: ['public'] });
  return notices;
}

export const periodLeaderboardsProjection = defineProjection({
  name: 'period-leaderboards',
  // v2: bans (totals know their bucket, member and whether the member is banned). v3: the totals of
  // periods before the last one are dropped (the horizon).
  version: 3,
  collections: [PERIOD_TOTALS, PERIOD_BOARDS, PERIOD_BANS, PERIOD_HORIZON],
  indexes: [
    { collection: PERIOD_TOTALS, keys: { bucket: 1, banned: 1, points: -1, reachedAt: 1 } }, // a period's top
    { collection: PERIOD_TOTALS, keys: { userId: 1 } }, // a ban or unban touches the member's periods
  ],
  handles: ['PointsAwarded', 'UserBanned', 'UserUnbanned', 'MemberErased'],
  apply: (event, store) => applyBatch([event], store),
  applyBatch,
});

/** The bucket's top 10 (member ids and points), best first. */
export async function periodTop(read: ReadStore, period: LeaderboardPeriod, now: Date): Promise<Omit<BoardEntry, 'reachedAt'>[]> {
  const board = await read.collection<BoardDoc>(PERIOD_BOARDS).findOne({ _id: periodBucket(period, now) });
  return (board?.top ?? []).map(({ userId, points }) => ({ userId, points }));
}
