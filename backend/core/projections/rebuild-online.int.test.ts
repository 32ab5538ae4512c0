import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allProjections } from '../../registry/compose.js';
import { withRichHistory } from '../../test-support/rich-history.js';
import { createSqliteEventStore } from '../event-store/sqlite-event-store.js';
import { createMemoryReadStore } from '../read-store/memory-read-store.js';
import { defineProjection } from './projection.js';
import { rebuildProjections } from './rebuild.js';
import { createProjectionRunner, type ProjectionRunner } from './runner.js';
import { takeLease } from './runner-lease.js';
import { SHADOW } from './shadow-store.js';

const PAGES = ['/api/cards', '/api/leaderboard', '/api/rewards/active', '/api/events'];

async function until(what: string, ok: () => boolean) {
  const deadline = Date.now() + 10_000;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('a rebuild while members use the site (item 4)', () => {
  const given = withRichHistory();

  it('GET answers and the read models behind them stay complete while it runs (shadow collections, swapped in at the end)', async () => {
    // The pages' answers are memoised per projection position, so the read models are read directly too.
    const collections = allProjections.flatMap((p) => p.collections);
    const snapshot = async () => ({
      pages: await Promise.all(PAGES.map(async (p) => (await given.h.request('GET', p)).text())),
      documents: await Promise.all(collections.map((c) => given.h.deps.read.collection(c).countDocuments())),
    });
    const before = await snapshot();
    expect(before.documents.filter((n) => n > 0).length).toBeGreaterThan(10);
    let done = false;
    const rebuilt = rebuildProjections(given.h.deps.events, given.h.deps.read, allProjections).finally(() => (done = true));
    let during = 0;
    while (!done) {
      expect(await snapshot()).toEqual(before);
      during += 1;
    }
    await rebuilt;
    expect(during).toBeGreaterThan(1); // read while the rebuild was under way
    expect(await snapshot()).toEqual(before);
    expect((await given.h.deps.read.listCollections()).filter((c) => c.endsWith(SHADOW))).toEqual([]);
  }, 60_000);
});

describe('the projector lease (item 4)', () => {
  const meta = { actorId: null, actorRole: 'system:test', at: '2025-01-01T00:00:00.000Z', correlationId: 'c' };
  const counter = defineProjection<{ type: 'Tick'; data: unknown }>({
    name: 'ticks',
    version: 1,
    collections: ['ticks'],
    handles: ['Tick'],
    async apply(e, store) {
      await store.collection('ticks').updateOne({ _id: String(e.position) }, { $set: { n: 1 } }, { upsert: true });
    },
  });

  it('two runners on one store: exactly one projects; the one that loses the lease stops, the other takes over', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lease-'));
    const events = createSqliteEventStore(path.join(dir, 'events.db'));
    const read = createMemoryReadStore();
    let t = 1_000;
    const lost: string[] = [];
    const runners = new Map<string, ProjectionRunner>();
    const projector = async (owner: string) => {
      const taken = await takeLease(read, owner, {
        ttlMs: 1000,
        heartbeatMs: 10,
        now: () => t,
        onLost: () => (lost.push(owner), void runners.get(owner)?.stop()),
      });
      if ('holder' in taken) return taken.holder;
      const runner = createProjectionRunner(events, read, [counter]);
      runners.set(owner, runner);
      await runner.start();
      return taken.lease;
    };
    const a = await projector('a');
    expect(await projector('b')).toBe('a'); // refused: it names the holder
    const tick = () => events.append('tick-1', [{ type: 'Tick', data: {}, metadata: meta }], 'any');
    const first = await tick();
    expect(await runners.get('a')!.waitFor(first.position)).toBe(true);
    expect([...runners.keys()]).toEqual(['a']);

    t += 5_000; // a stalls past its ttl; b finds the lease expired and takes it
    const b = await projector('b');
    expect(typeof b).toBe('object');
    await until('a to notice it lost the lease', () => lost.length > 0);
    expect(lost).toEqual(['a']);
    const second = await tick();
    expect(await runners.get('b')!.waitFor(second.position)).toBe(true);
    expect(runners.get('a')!.lastHandled('ticks')).toBe(first.position); // a projects no more
    expect(await read.collection('ticks').countDocuments()).toBe(2);
    if (typeof b === 'object') await b.release();
    if (typeof a === 'object') await a.release(); // no longer held: changes nothing
    expect(await read.collection('_leases').countDocuments()).toBe(0);
    await runners.get('b')!.stop();
    await events.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
