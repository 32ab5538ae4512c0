import { describe, expect, it } from 'vitest';
import { createMemoryReadStore } from '../read-store/memory-read-store.js';
import type { ReadStore } from '../read-store/read-store.js';
import { CHECKPOINTS, PROGRESS, saveProgress } from './checkpoints.js';
import { createProgressWatcher } from './progress-watcher.js';

describe('progress watcher (ROLE=web)', () => {
  it('releases a wait once the projector publishes that position, and follows each projection', async () => {
    const read = createMemoryReadStore();
    const watcher = createProgressWatcher(read, { pollMs: 10 });
    await watcher.start();
    const waiting = watcher.waitFor(5, 2000);
    await saveProgress(read, 7, new Map([['users', 6]]));
    expect(await waiting).toBe(true);
    expect(watcher.lastHandled('users')).toBe(6);
    expect(watcher.lastHandled('cards')).toBe(-1);
    expect(await watcher.waitFor(3)).toBe(true); // already there: no wait
    await watcher.stop();
  });

  it('answers false at the timeout when nothing advances, and logs a failing store once', async () => {
    const read = createMemoryReadStore();
    let down = true;
    const flaky = Object.assign(Object.create(read) as ReadStore, {
      collection: (name: string) =>
        down && name === CHECKPOINTS ? { findOne: () => Promise.reject(new Error('down')) } : read.collection(name),
    });
    const errors: unknown[] = [];
    const watcher = createProgressWatcher(flaky, { pollMs: 10, log: { error: (...a: unknown[]) => errors.push(a) } });
    await watcher.start();
    const started = Date.now();
    expect(await watcher.waitFor(1, 150)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(errors).toHaveLength(1);
    await read.collection(CHECKPOINTS).updateOne({ _id: PROGRESS }, { $set: { position: 4, handled: {} } }, { upsert: true });
    down = false;
    expect(await watcher.waitFor(4, 2000)).toBe(true);
    await watcher.stop();
  });
});
