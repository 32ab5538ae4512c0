import { LEADERBOARD_SIZE, type LeaderboardPeriod } from '@app/contracts';
import { istanbulDay, istanbulMonth, istanbulWeek } from '../../core/istanbul-time.js';
import type { LogEvent } from '../../core/event-types.js';
import { BatchDocs } from '../../core/projections/batch-docs.js';
import type { ReadStore } from '../../core/read-store/read-store.js';

/** The period boards' collections (see period-leaderboards.projection.ts). */
export const PERIOD_TOTALS = 'periodPointTotals';
export const PERIOD_BOARDS = 'periodLeaderboards';
export const PERIOD_BANS = 'periodLeaderboardBans';
/** The newest week and month the credits reached (one document): what is older than the period before goes. */
export const PERIOD_HORIZON = 'periodLeaderboardHorizon';
const HORIZON_ID = 'newest';

interface HorizonDoc {
  _id: string;
  week: string;
  month: string;
  [key: string]: unknown;
}

/** What a member earned in one bucket (`week:2025-05-05`, `month:2025-05`); `reachedAt` orders ties. */
export interface TotalDoc {
  _id: string;
  bucket: string;
  userId: string;
  points: number;
  reachedAt: number;
  /** A banned member keeps their total but has no place on the board. */
  banned: boolean;
  [key: string]: unknown;
}

export interface BoardEntry {
  userId: string;
  points: number;
  reachedAt: number;
}

/** The bucket's top 10, kept as the credits arrive; `position`: the last event that changed it. */
export interface BoardDoc {
  _id: string;
  top: BoardEntry[];
  position: number;
  [key: string]: unknown;
}

/** The bucket a moment falls in: the Istanbul week starting Monday 00:00, or the Istanbul month. */
export const periodBucket = (period: LeaderboardPeriod, at: Date) =>
  `${period}:${period === 'week' ? istanbulWeek(at) : istanbulMonth(at)}`;

/**
 * The week's and the month's bucket of a moment, the same two strings for every moment of an Istanbul
 * day (made anew per credit, each was a string to hash again at every lookup of a batch).
 */
function bucketsOf(at: Date): readonly [week: string, month: string] {
  const day = istanbulDay(at);
  let both = bucketsByDay.get(day);
  if (!both) {
    if (bucketsByDay.size >= 1_000) bucketsByDay.clear();
    bucketsByDay.set(day, (both = [periodBucket('week', at), periodBucket('month', at)]));
  }
  return both;
}
const bucketsByDay = new Map<string, readonly [string, string]>();

const ranked = (entries: BoardEntry[]) =>
  entries.sort((a, b) => b.points - a.points || a.reachedAt - b.reachedAt).slice(0, LEADERBOARD_SIZE);

/** The bucket before this one: `week:2025-05-12` → `week:2025-05-05`, `month:2025-01` → `month:2024-12`. */
export function previousBucket(bucket: string): string {
  const [period, start] = bucket.split(':') as [string, string];
  if (period === 'week') {
    const monday = new Date(`${start}T00:00:00Z`);
    monday.setUTCDate(monday.getUTCDate() - 7);
    return `week:${monday.toISOString().slice(0, 10)}`;
  }
  const [year, month] = start.split('-').map(Number) as [number, number];
  return month === 1 ? `month:${year - 1}-12` : `month:${year}-${String(month - 1).padStart(2, '0')}`;
}

/**
 * Only the current week and month are ranked, and the ones just before them may still get a credit
 * stamped a moment before midnight; the totals of older periods are history nobody reads, so they are
 * dropped when a new period starts (their boards, one small document each, stay). A credit to such a
 * period, arriving late or replayed, counts nowhere: whether it comes in one batch or one by one, in
 * the log's order, it meets the same newest periods and leaves the same.
 */
class Horizon {
  private newest: [week: string, month: string] | null = null;
  /** The period before each newest one, the oldest that still counts (worked out when the newest moves). */
  private readonly oldest: [week: string, month: string] = ['', ''];
  private stored: HorizonDoc | null = null;

  constructor(private readonly store: ReadStore) {}

  async load() {
    this.stored = await this.store.collection<HorizonDoc>(PERIOD_HORIZON).findOne({ _id: HORIZON_ID });
    this.newest = this.stored ? [this.stored.week, this.stored.month] : null;
    if (this.newest) for (const i of [0, 1] as const) this.oldest[i] = previousBucket(this.newest[i]);
  }

  /** Whether a credit to `bucket` (period i) still counts; it moves the newest period forward first. */
  admits(i: 0 | 1, bucket: string): boolean {
    this.newest ??= ['', ''];
    if (bucket > this.newest[i]) {
      this.newest[i] = bucket;
      this.oldest[i] = previousBucket(bucket);
    }
    return bucket >= this.oldest[i];
  }

  /** Drops the totals of the periods that left, then records the newest periods (a crash between is pruned again). */
  async flush() {
    if (!this.newest || (this.stored?.week === this.newest[0] && this.stored.month === this.newest[1])) return;
    const totals = this.store.collection<TotalDoc>(PERIOD_TOTALS);
    for (const [i, prefix] of [
      [0, 'week:'],
      [1, 'month:'],
    ] as const) {
      if (this.oldest[i]) await totals.deleteMany({ bucket: { $gte: prefix, $lt: this.oldest[i] } });
    }
    const [week, month] = this.newest;
    await this.store
      .collection<HorizonDoc>(PERIOD_HORIZON)
      .updateOne({ _id: HORIZON_ID }, { $set: { week, month } }, { upsert: true });
  }
}

/** One credit of a batch, with the ids of what it reads and writes: its member's totals and the boards. */
interface Credit {
  userId: string;
  amount: number;
  position: number;
  buckets: readonly [string, string];
  totals: [string, string];
}

function creditOf(event: LogEvent<'PointsAwarded'>): Credit {
  const { userId, amount } = event.data;
  const buckets = bucketsOf(new Date(event.metadata.at));
  return { userId, amount, position: event.position, buckets, totals: [`${buckets[0]}:${userId}`, `${buckets[1]}:${userId}`] };
}

/**
 * What a run of credits reads and writes: the members' totals and the boards, each read once before the
 * credits are counted and written once after (see BatchDocs), and who is banned (a ban ends the run).
 */
class Credits {
  readonly totals: BatchDocs<TotalDoc>;
  readonly boards: BatchDocs<BoardDoc>;
  readonly horizon: Horizon;
  private readonly bans = new Map<string, boolean>();

  constructor(private readonly store: ReadStore) {
    this.totals = new BatchDocs(store.collection<TotalDoc>(PERIOD_TOTALS));
    this.boards = new BatchDocs(store.collection<BoardDoc>(PERIOD_BOARDS));
    this.horizon = new Horizon(store);
  }

  async load(credits: Credit[]) {
    await this.horizon.load();
    await this.totals.load(credits.flatMap((c) => c.totals));
    await this.boards.load(credits.flatMap((c) => c.buckets));
    const members = [...new Set(credits.map((c) => c.userId))];
    const banned = await this.store.collection(PERIOD_BANS).find({ _id: { $in: members } }, { projection: { _id: 1 } });
    for (const userId of members) this.bans.set(userId, false);
    for (const { _id } of banned) this.bans.set(_id, true);
  }

  banned(userId: string): boolean {
    return this.bans.get(userId)!;
  }

  /** Totals first: a failure between the two leaves boards behind their totals, which the replay completes. */
  async flush() {
    await this.totals.flush();
    await this.boards.flush();
    await this.horizon.flush();
  }
}

/** Adds the credit to the member's total in the bucket, once: a replayed event finds its position already counted. */
function addToTotal(batch: Credits, credit: Credit, i: 0 | 1): BoardEntry {
  const { userId, amount, position } = credit;
  const total = batch.totals.get(credit.totals[i]);
  if (total && total.reachedAt >= position) return { userId, points: total.points, reachedAt: total.reachedAt };
  const points = (total?.points ?? 0) + amount;
  batch.totals.set(credit.totals[i], {
    bucket: credit.buckets[i],
    userId,
    points,
    reachedAt: position,
    banned: batch.banned(userId),
  });
  return { userId, points, reachedAt: position };
}

/**
 * Credits only ever raise a total, so a member's rank can only improve: the new top 10 is the old one
 * with this member's entry replaced or added, and nobody outside it can enter. One small document per
 * bucket answers the request, however many members earned in that period.
 */
function updateBoard(batch: Credits, bucket: string, entry: BoardEntry, position: number) {
  const board = batch.boards.get(bucket);
  if (board && board.position >= position) return;
  if (batch.banned(entry.userId)) return;
  // Most credits go to members far from the top: the board stays as it is, and is not written again.
  if (board && belowFullBoard(board.top, entry)) return;
  const top = ranked([...(board?.top ?? []).filter((e) => e.userId !== entry.userId), entry]);
  if (board && sameBoard(board.top, top)) return;
  batch.boards.set(bucket, { top, position });
}

/**
 * A run of credits (no ban among them): what they read is read first, they are counted in memory one by
 * one, then written, each total and board once.
 */
export async function credit(store: ReadStore, events: LogEvent<'PointsAwarded'>[]) {
  if (events.length === 0) return;
  const credits = events.map(creditOf);
  const batch = new Credits(store);
  await batch.load(credits);
  for (const c of credits) {
    for (const i of [0, 1] as const) {
      if (batch.horizon.admits(i, c.buckets[i])) updateBoard(batch, c.buckets[i], addToTotal(batch, c, i), c.position);
    }
  }
  await batch.flush();
}

/** Whether an entry of a member not on a full board ranks after its last: then the board stays as it is. */
function belowFullBoard(top: BoardEntry[], entry: BoardEntry) {
  if (top.length < LEADERBOARD_SIZE || top.some((e) => e.userId === entry.userId)) return false;
  const last = top.at(-1)!;
  return entry.points < last.points || (entry.points === last.points && entry.reachedAt > last.reachedAt);
}

const sameBoard = (a: BoardEntry[], b: BoardEntry[]) =>
  a.length === b.length &&
  a.every((e, i) => e.userId === b[i]!.userId && e.points === b[i]!.points && e.reachedAt === b[i]!.reachedAt);
