import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryReadStore } from '../read-store/memory-read-store.js';
import type { ReadStore } from '../read-store/read-store.js';
import { allProjections } from '../../registry/compose.js';
import { loginStaff } from '../../test-support/staff.js';
import { recorderFor } from '../../commands/analytics/routes.js';
import { createHarness, type Harness, registerMember } from '../../test-support/harness.js';
import { earnAndSpendEverywhere } from '../../test-support/points-history.js';
import { rebuildProjections } from './rebuild.js';
import { START } from '../event-store/event-store.js';
import { CHECKPOINTS, createProjectionRunner } from './runner.js';
import type { Checkpoint } from './checkpoints.js';
import { defineProjection } from './projection.js';
import { guardedUpsert } from './guarded.js';

let h: Harness;
afterEach(async () => h?.close());

async function dump(read: ReadStore) {
  const out: Record<string, unknown[]> = {};
  for (const name of (await read.listCollections()).filter((n) => n !== CHECKPOINTS).sort()) {
    out[name] = await read.collection(name).find({}, { sort: { _id: 1 } });
  }
  return out;
}

describe('projection runner', () => {
  it('a read model rebuilt from the log equals the live-built one', async () => {
    h = await createHarness();
    const members = await Promise.all(['ayse', 'burak', 'cem', 'derya'].map((n) => registerMember(h, n)));
    await h.request('POST', '/api/auth/logout', { cookie: members[1]!.cookie });
    await h.deps.runner.waitFor(await h.deps.events.headPosition());
    const live = await dump(h.deps.read);
    expect(live.users).toHaveLength(4);

    const rebuilt = createMemoryReadStore();
    await rebuildProjections(h.deps.events, rebuilt, allProjections);
    expect(await dump(rebuilt)).toEqual(live);
  });

  it('the points ledger and the period boards rebuilt from the log equal the live ones; ledger deltas add up to the points', async () => {
    // A fixed clock: the whole history falls in one Istanbul week and month, whenever the test runs.
    h = await createHarness({ clock: () => new Date('2025-05-07T10:00:00Z') });
    const staff = await loginStaff(h);
    for (const name of ['ayse', 'burak'])
      await earnAndSpendEverywhere(h, staff, { ...(await registerMember(h, name)), username: name });
    await h.deps.runner.waitFor(await h.deps.events.headPosition());
    const live = await dump(h.deps.read);
    expect(live.pointsLedger).toHaveLength(12);
    // One week and one month bucket each, ranking both members by what they earned (280 each).
    expect(live.periodLeaderboards).toHaveLength(2);
    for (const b of live.periodLeaderboards as { top: { points: number }[] }[])
      expect(b.top.map((e) => e.points)).toEqual([280, 280]);

    const rebuilt = createMemoryReadStore();
    await rebuildProjections(h.deps.events, rebuilt, allProjections);
    expect(await dump(rebuilt)).toEqual(live);
    for (const user of live.users as { _id: string; points: number }[]) {
      const rows = (live.pointsLedger as { userId: string; delta: number }[]).filter((r) => r.userId === user._id);
      expect(rows.reduce((s, r) => s + r.delta, 0)).toBe(user.points);
    }
  });

  it('resumes from its checkpoint and catches up with events appended while it was stopped', async () => {
    h = await createHarness();
    const read = createMemoryReadStore();
    const first = createProjectionRunner(h.deps.events, read, allProjections);
    await first.start();
    await registerMember(h, 'once');
    await first.waitFor(await h.deps.events.headPosition());
    await first.stop();
    await registerMember(h, 'sonra');
    const second = createProjectionRunner(h.deps.events, read, allProjections);
    await second.start();
    expect((await read.collection('users').find({}, { sort: { username: 1 } })).map((u) => u.username)).toEqual([
      'once',
      'sonra',
    ]);
    await second.stop();
  });

  it('a failed checkpoint commit loses nothing: the runner goes on, and the next commit writes it', async () => {
    h = await createHarness();
    const read = createMemoryReadStore();
    let failNext = false;
    // The store and its collections with one method replaced (Object.create: their methods are the classes').
    const flaky = Object.assign(Object.create(read) as typeof read, {
      collection(name: string) {
        const c = read.collection(name);
        if (name !== CHECKPOINTS) return c;
        return Object.assign(Object.create(c) as typeof c, {
          updateOne: (...a: Parameters<typeof c.updateOne>) =>
            failNext ? ((failNext = false), Promise.reject(new Error('store down'))) : c.updateOne(...a),
        });
      },
    });
    const errors: unknown[] = [];
    const runner = createProjectionRunner(
      h.deps.events,
      flaky,
      allProjections,
      { error: (...a: unknown[]) => errors.push(a) },
      { commitEvery: { events: 1, ms: 20 } },
    );
    await runner.start();
    failNext = true;
    await registerMember(h, 'dayanikli');
    expect(await runner.waitFor(await h.deps.events.headPosition(), 5000)).toBe(true);
    expect(await read.collection('users').countDocuments({ username: 'dayanikli' })).toBe(1);
    await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0));
    const head = await h.deps.events.headPosition();
    await vi.waitFor(async () =>
      expect((await read.collection<Checkpoint>(CHECKPOINTS).findOne({ _id: 'users' }))?.position).toBe(head),
    );
    await runner.stop();
  });

  it('commits checkpoints by count and by time, not per event', async () => {
    h = await createHarness();
    const read = createMemoryReadStore();
    let writes = 0;
    const counting = Object.assign(Object.create(read) as typeof read, {
      collection(name: string) {
        const c = read.collection(name);
        if (name !== CHECKPOINTS) return c;
        return Object.assign(Object.create(c) as typeof c, {
          updateOne: (...a: Parameters<typeof c.updateOne>) => ((writes += 1), c.updateOne(...a)),
        });
      },
    });
    const meta = { actorId: null, actorRole: 'system:test', at: new Date().toISOString(), correlationId: 'c' };
    for (let i = 0; i < 300; i += 1)
      await h.deps.events.append(
        `tick-${i % 7}`,
        [{ type: 'PageViewed', data: { path: '/', referrer: null, at: meta.at }, metadata: meta }],
        'any',
      );
    const runner = createProjectionRunner(h.deps.events, counting, allProjections, console, {
      commitEvery: { events: 100_000, ms: 60_000 },
    });
    await runner.start();
    writes = 0;
    for (let i = 0; i < 50; i += 1)
      await h.deps.events.append(
        'tick-x',
        [{ type: 'PageViewed', data: { path: '/', referrer: null, at: meta.at }, metadata: meta }],
        'any',
      );
    await runner.waitFor(await h.deps.events.headPosition());
    expect(writes).toBe(0); // 50 events, neither the count nor the time reached
    await runner.stop(); // stopping commits
    expect(writes).toBeLessThanOrEqual(allProjections.length + 1);
    expect(writes).toBeGreaterThan(0);
  });

  it('waitFor answers false after its timeout when a position is never reached', async () => {
    h = await createHarness();
    expect(await h.deps.runner.waitFor(10_000, 50)).toBe(false);
  });

  it('publishes the notices a projection returns, after applying the event', async () => {
    h = await createHarness();
    const seen: unknown[] = [];
    h.deps.runner.onNotice((n) => seen.push(n));
    const { userId } = await registerMember(h, 'haber');
    expect(seen).toContainEqual({ topic: 'auth-user', rooms: [`user:${userId}`] });
  });

  it('lastHandled moves only with the events a projection applies, and before the command is answered', async () => {
    h = await createHarness();
    const staff = await loginStaff(h);
    const before = h.deps.runner.lastHandled('cards');
    // Page views flow all the time: the log moves on, the cards' read model does not.
    for (let i = 0; i < 5; i += 1) await h.request('POST', '/api/analytics/page-view', { body: { path: '/' } });
    await recorderFor(h.deps).flush();
    const head = await h.deps.events.headPosition();
    await h.deps.runner.waitFor(head);
    expect(head).toBeGreaterThan(before);
    expect(h.deps.runner.lastHandled('cards')).toBe(before);
    expect(h.deps.runner.lastHandled('analytics')).toBe(head);

    // A card change: answered after the cards projection applied it, so its position is already there.
    const res = await h.request('POST', '/api/cards', {
      cookie: staff,
      body: { title: 'Yeni site', link: 'https://yeni.example' },
    });
    expect(res.status).toBe(201);
    expect(h.deps.runner.lastHandled('cards')).toBe(await h.deps.events.headPosition());
    expect(h.deps.runner.lastHandled('no-such-projection')).toBe(START);
  });
});

describe('idempotent apply', () => {
  const counter = defineProjection<{ type: 'Tick'; data: unknown }>({
    name: 'counter',
    version: 1,
    collections: ['counts'],
    handles: ['Tick'],
    async apply(e, store) {
      await guardedUpsert(store.collection('counts'), 'ticks', e.position, { $inc: { n: 1 } });
    },
  });

  it('the same event applied twice changes nothing', async () => {
    const read = createMemoryReadStore();
    const event = {
      type: 'Tick',
      data: {},
      metadata: { actorId: null, actorRole: null, at: '', correlationId: 'c' },
      streamId: 't-1',
      revision: 0,
      position: 7,
    };
    await counter.apply(event, read);
    const once = await read.collection('counts').findOne({ _id: 'ticks' });
    await counter.apply(event, read);
    expect(await read.collection('counts').findOne({ _id: 'ticks' })).toEqual(once);
    await counter.apply({ ...event, position: 8 }, read);
    expect((await read.collection('counts').findOne({ _id: 'ticks' }))?.n).toBe(2);
  });
});
