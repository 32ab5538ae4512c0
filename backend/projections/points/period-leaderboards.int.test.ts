import { afterEach, describe, expect, it } from 'vitest';
import { awardPoints, refundPoints, spendPoints } from '../../commands/points/points.js';
import { manualClock } from '../../test-support/clock.js';
import type { RecordedEvent } from '../../core/event-store/event-store.js';
import { createMemoryReadStore } from '../../core/read-store/memory-read-store.js';
import type { ReadStore } from '../../core/read-store/read-store.js';
import { systemContext } from '../../core/system-context.js';
import { createHarness, type Harness, json, registerMember } from '../../test-support/harness.js';
import {
  PERIOD_BOARDS,
  PERIOD_HORIZON,
  PERIOD_TOTALS,
  periodLeaderboardsProjection,
  periodTop,
} from './period-leaderboards.projection.js';
import { previousBucket } from './period-credits.js';

let h: Harness;
afterEach(async () => h?.close());

// Sunday 4 May 2025, 23:00 in Istanbul; the next week starts at 21:00 UTC.
const time = manualClock('2025-05-04T20:00:00Z');
const ctx = () => systemContext(h.deps, 'test');
const settle = (r: { position: number }) => h.deps.runner.waitFor(r.position);
const award = async (userId: string, amount: number, sourceId: string) =>
  settle(await awardPoints(h.deps, userId, { amount, reason: 'test', sourceId }, ctx()));
const board = (query = '') => h.request('GET', `/api/leaderboard${query}`).then(json);

describe('GET /api/leaderboard?period=week|month', () => {
  it('ranks points earned in the current Istanbul week and month; the all-time board stays by balance', async () => {
    time.set('2025-05-04T20:00:00Z');
    h = await createHarness({ clock: time.clock });
    const ali = (await registerMember(h, 'ali')).userId;
    const bea = (await registerMember(h, 'bea')).userId;
    await award(ali, 100, 'pazar'); // last week, this month

    time.set('2025-05-04T21:30:00Z'); // Monday 00:30 in Istanbul: a new week
    await award(bea, 50, 'a');
    await award(ali, 20, 'b');
    expect(await board('?period=week')).toEqual([
      { username: 'bea', points: 50 },
      { username: 'ali', points: 20 },
    ]);
    expect(await board('?period=month')).toEqual([
      { username: 'ali', points: 120 },
      { username: 'bea', points: 50 },
    ]);

    // Spending lowers the balance, not what was earned; a refund gives back, it earns nothing.
    await settle(await spendPoints(h.deps, ali, { amount: 110, reason: 'purchase', sourceId: 'purchase:p1' }, ctx()));
    await settle(await refundPoints(h.deps, ali, { reason: 'refund', sourceId: 'purchase:p1' }, ctx()));
    await settle(await spendPoints(h.deps, ali, { amount: 110, reason: 'purchase', sourceId: 'purchase:p2' }, ctx()));
    expect(await board()).toEqual([
      { username: 'bea', points: 50 },
      { username: 'ali', points: 10 },
    ]);
    expect((await board('?period=month'))[0]).toEqual({ username: 'ali', points: 120 });

    h = await h.restart(); // rebuilt from the log: the same boards, the period from the events' own time
    expect((await board('?period=week')).map((e: { username: string }) => e.username)).toEqual(['bea', 'ali']);

    time.set('2025-05-11T21:00:00Z'); // Monday 12 May 00:00: the new week is empty, May goes on
    expect(await board('?period=week')).toEqual([]);
    expect(await board('?period=month')).toHaveLength(2);
    time.set('2025-05-31T21:00:00Z'); // 1 June 00:00 in Istanbul
    expect(await board('?period=month')).toEqual([]);
  });

  it('lists the top 10, ties broken by who reached the score first; usernames and points only', async () => {
    time.set('2025-06-10T09:00:00Z');
    h = await createHarness({ clock: time.clock });
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1)
      ids.push((await registerMember(h, `uye${String(i).padStart(2, '0')}`, { phone: '5551112233' })).userId);
    for (const [i, id] of ids.entries()) await award(id, i < 3 ? 500 : (i + 1) * 10, 'x'); // uye00..02 tie at 500
    const week = await board('?period=week');
    expect(week).toHaveLength(10);
    expect(week.slice(0, 4).map((e: { username: string }) => e.username)).toEqual(['uye00', 'uye01', 'uye02', 'uye11']);
    expect(week.at(-1)).toEqual({ username: 'uye05', points: 60 });
    expect(JSON.stringify(week)).not.toMatch(/@|555|scrypt/);
    await award(ids[3]!, 1000, 'y'); // from outside the top 10 straight to the top
    expect((await board('?period=month'))[0]).toEqual({ username: 'uye03', points: 1040 });
  });

  it('an unknown period is a 400 with a Turkish message', async () => {
    h = await createHarness();
    for (const q of ['?period=year', '?period=', '?period=WEEK']) {
      const res = await h.request('GET', `/api/leaderboard${q}`);
      expect(res.status, q).toBe(400);
      expect((await json(res)).message).toBe('Dönem week veya month olmalıdır');
    }
  });
});

describe('period-leaderboards projection', () => {
  let position = 0;
  const credit = (userId: string, amount: number, at: string): RecordedEvent => ({
    type: 'PointsAwarded',
    data: { userId, amount, reason: 'x', sourceId: `s${position}`, balance: amount },
    streamId: `user-${userId}`,
    revision: 0,
    position: (position += 1),
    metadata: { actorId: null, actorRole: null, at, correlationId: 'c' },
  });
  const dump = async (read: ReadStore) => ({
    totals: await read.collection(PERIOD_TOTALS).find({}, { sort: { _id: 1 } }),
    boards: await read.collection(PERIOD_BOARDS).find({}, { sort: { _id: 1 } }),
  });
  const events = [
    credit('a', 10, '2025-05-05T08:00:00Z'),
    credit('b', 30, '2025-05-06T08:00:00Z'),
    credit('a', 25, '2025-05-07T08:00:00Z'),
  ];

  it('an event applied twice changes nothing; a crash between the total and the board is completed by the replay', async () => {
    const read = createMemoryReadStore();
    for (const e of events) await periodLeaderboardsProjection.apply(e, read);
    const done = await dump(read);
    expect(await periodTop(read, 'week', new Date('2025-05-08T08:00:00Z'))).toEqual([
      { userId: 'a', points: 35 },
      { userId: 'b', points: 30 },
    ]);
    for (const e of events) await periodLeaderboardsProjection.apply(e, read);
    expect(await dump(read)).toEqual(done);

    // The last event's totals were written, its board updates were not.
    const partial = createMemoryReadStore();
    for (const e of events.slice(0, 2)) await periodLeaderboardsProjection.apply(e, partial);
    const boards = await partial.collection(PERIOD_BOARDS).find({});
    await periodLeaderboardsProjection.apply(events[2]!, partial);
    for (const b of boards)
      await partial.collection(PERIOD_BOARDS).updateOne({ _id: b._id }, { $set: { top: b.top, position: b.position } });
    await periodLeaderboardsProjection.apply(events[2]!, partial);
    expect(await dump(partial)).toEqual(done);
  });

  it('a batch leaves what its events one by one leave, a ban and its lifting among them; applied again, nothing changes', async () => {
    const at = (day: number) => `2025-05-${String(day).padStart(2, '0')}T08:00:00Z`;
    const ban = (type: string, userId: string): RecordedEvent => ({ ...credit(userId, 0, at(7)), type, data: { userId } });
    // Twelve members over two weeks (a board holds ten), some credited twice in the batch, one banned and back.
    const batch = [
      ...Array.from({ length: 12 }, (_, i) => credit(`m${i}`, 10 + ((i * 7) % 12) * 5, at(5 + (i % 2) * 7))),
      credit('m3', 40, at(6)),
      ban('UserBanned', 'm3'),
      credit('m3', 15, at(6)),
      credit('m0', 200, at(13)),
      ban('UserUnbanned', 'm3'),
      credit('m11', 1, at(13)),
    ];
    const [each, whole] = [createMemoryReadStore(), createMemoryReadStore()];
    for (const e of batch) await periodLeaderboardsProjection.apply(e, each);
    await periodLeaderboardsProjection.applyBatch!(batch, whole);
    const done = await dump(each);
    expect(await dump(whole)).toEqual(done);
    expect(await whole.collection(PERIOD_TOTALS).find({})).toEqual(await each.collection(PERIOD_TOTALS).find({}));
    expect(await periodTop(whole, 'week', new Date(at(6)))).toContainEqual({ userId: 'm3', points: 55 });
    await periodLeaderboardsProjection.applyBatch!(batch, whole);
    await periodLeaderboardsProjection.applyBatch!(batch.slice(3), whole);
    expect(await dump(whole)).toEqual(done);
  });

  it('drops the totals of periods before the last one when a new one starts; a late credit to them counts nowhere', async () => {
    expect([
      previousBucket('week:2025-05-12'),
      previousBucket('week:2025-03-03'),
      previousBucket('month:2025-05'),
      previousBucket('month:2025-01'),
    ]).toEqual(['week:2025-05-05', 'week:2025-02-24', 'month:2025-04', 'month:2024-12']);
    const history = [
      credit('a', 10, '2025-04-28T08:00:00Z'), // week of 28 April, April
      credit('b', 20, '2025-05-06T08:00:00Z'), // week of 5 May, May
      credit('a', 5, '2025-05-13T08:00:00Z'), // week of 12 May: the week of 28 April is over
      credit('c', 50, '2025-04-29T08:00:00Z'), // late: its week is gone, April still counts
      credit('b', 1, '2025-06-02T08:00:00Z'), // June and its first week: April and May's weeks are over
      { ...credit('a', 0, '2025-06-02T09:00:00Z'), type: 'UserBanned', data: { userId: 'a' } },
    ];
    const buckets = async (read: ReadStore) =>
      [...new Set((await read.collection(PERIOD_TOTALS).find({})).map((t) => t.bucket as string))].sort();
    const [each, whole] = [createMemoryReadStore(), createMemoryReadStore()];
    for (const e of history) await periodLeaderboardsProjection.apply(e, each);
    await periodLeaderboardsProjection.applyBatch!(history, whole);
    expect(await buckets(each)).toEqual(['month:2025-05', 'month:2025-06', 'week:2025-06-02']);
    expect(await each.collection(PERIOD_HORIZON).find({})).toEqual([
      { _id: 'newest', week: 'week:2025-06-02', month: 'month:2025-06' },
    ]);
    // The boards of the periods that left stay as they were: c's late credit is not on the week's, and
    // the ban did not touch them (their totals are gone); May, the month before, lost a.
    const top = async (read: ReadStore, bucket: string) =>
      ((await read.collection(PERIOD_BOARDS).findOne({ _id: bucket }))!.top as { userId: string; points: number }[]).map((e) => [
        e.userId,
        e.points,
      ]);
    expect(await top(each, 'week:2025-04-28')).toEqual([['a', 10]]);
    expect(await top(each, 'month:2025-04')).toEqual([
      ['c', 50],
      ['a', 10],
    ]);
    expect(await top(each, 'month:2025-05')).toEqual([['b', 20]]);
    const done = await dump(each);
    expect(await dump(whole)).toEqual(done);
    // Replayed, whole or from the late credit on, nothing changes.
    await periodLeaderboardsProjection.applyBatch!(history, whole);
    for (const e of history.slice(3)) await periodLeaderboardsProjection.apply(e, each);
    expect(await dump(whole)).toEqual(done);
    expect(await dump(each)).toEqual(done);
  });

  it('a ban takes the member off the week and month boards and lets the next move up; lifting it puts them back', async () => {
    const read = createMemoryReadStore();
    const at = '2025-05-07T08:00:00Z';
    // Eleven members: m0 earns the most, m10 the least (and is 11th, off the board).
    for (let i = 0; i < 11; i += 1) await periodLeaderboardsProjection.apply(credit(`m${i}`, 200 - i * 10, at), read);
    const ban = (type: string, userId: string): RecordedEvent => ({ ...credit(userId, 0, at), type, data: { userId } });
    const top = async () => (await periodTop(read, 'week', new Date(at))).map((e) => e.userId);
    expect(await top()).not.toContain('m10');

    await periodLeaderboardsProjection.apply(ban('UserBanned', 'm0'), read);
    expect(await top()).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8', 'm9', 'm10']);
    expect((await periodTop(read, 'month', new Date(at)))[0]!.userId).toBe('m1');
    // A banned member keeps earning out of sight.
    await periodLeaderboardsProjection.apply(credit('m0', 5, at), read);
    expect(await top()).not.toContain('m0');

    const lifted = ban('UserUnbanned', 'm0');
    await periodLeaderboardsProjection.apply(lifted, read);
    expect(await periodTop(read, 'week', new Date(at))).toContainEqual({ userId: 'm0', points: 205 });
    expect(await top()).not.toContain('m10');
    const once = await dump(read);
    await periodLeaderboardsProjection.apply(lifted, read);
    expect(await dump(read)).toEqual(once);
  });
});
