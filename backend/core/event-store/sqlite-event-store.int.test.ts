import { spawn } from 'node:child_process';
import Database from 'better-sqlite3';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { eventStoreContract } from './event-store.contract.js';
import type { EventStore } from './event-store.js';
import { START, WrongExpectedRevisionError } from './event-store.js';
import { CHECKPOINT_AFTER_MS, createSqliteEventStore } from './sqlite-event-store.js';
import { until } from '../../test-support/until.js';

const tempDir = () => mkdtemp(join(tmpdir(), 'sqlite-event-store-'));

eventStoreContract('SQLite', async () => {
  const dir = await tempDir();
  const file = join(dir, 'events.db');
  let store: EventStore = createSqliteEventStore(file);
  return {
    store,
    async reopen() {
      await store.close();
      return (store = createSqliteEventStore(file));
    },
    async cleanup() {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
});

describe('SQLite event store durability', () => {
  it('keeps every acknowledged event, in order and without gaps, when the writer is SIGKILLed', async () => {
    const dir = await tempDir();
    const file = join(dir, 'events.db');
    const fixture = fileURLToPath(new URL('./test-fixtures/append-until-killed.ts', import.meta.url));
    const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', fixture, file], {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));

      let lastAck = -1;
      let buffered = '';
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          buffered += chunk.toString();
          const lines = buffered.split('\n');
          buffered = lines.pop() ?? '';
          for (const line of lines) {
            const n = Number(/^ack (\d+)$/.exec(line)?.[1] ?? Number.NaN);
            if (n !== lastAck + 1) return reject(new Error(`unexpected output line: ${line}`));
            lastAck = n;
          }
          if (lastAck + 1 >= 200) {
            child.kill('SIGKILL');
            resolve();
          }
        });
        child.on('exit', () => reject(new Error(`writer exited before 200 acks: ${stderr}`)));
      });
      expect(await exited).toBe('SIGKILL');

      const store = createSqliteEventStore(file);
      try {
        const events = await store.readStream('durability-test');
        expect(events.length).toBeGreaterThanOrEqual(lastAck + 1);
        events.forEach((e, i) => {
          expect(e.revision).toBe(i);
          expect(e.data).toEqual({ n: i });
        });
        const all = await store.readAll(START, Number.MAX_SAFE_INTEGER);
        expect(all.map((e) => e.revision)).toEqual(events.map((e) => e.revision));
        expect(all.every((e, i) => i === 0 || e.position > all[i - 1]!.position)).toBe(true);
      } finally {
        await store.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('SQLite event store shared by several connections (several processes on one file)', () => {
  it('a subscription sees what another connection appends, and the expected revision holds across them', async () => {
    const dir = await tempDir();
    const file = join(dir, 'events.db');
    const [one, two] = [createSqliteEventStore(file), createSqliteEventStore(file)];
    try {
      const seen: number[] = [];
      const sub = one.subscribeToAll(START, async (batch) => void seen.push(...batch.map((e) => (e.data as { n: number }).n)));
      const meta = { actorId: null, actorRole: 'system:test', at: new Date().toISOString(), correlationId: 'c' };
      await two.append('shared', [{ type: 'Counted', data: { n: 0 }, metadata: meta }], 'no_stream');
      await expect.poll(() => seen, { timeout: 2000 }).toEqual([0]);
      // Both connections decide on revision 0: exactly one append wins, the other is a conflict to retry.
      const race = await Promise.allSettled(
        [one, two].map((s, i) => s.append('shared', [{ type: 'Counted', data: { n: i + 1 }, metadata: meta }], 0)),
      );
      expect(race.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(race.find((r) => r.status === 'rejected')!.reason).toBeInstanceOf(WrongExpectedRevisionError);
      await expect.poll(() => seen.length, { timeout: 2000 }).toBe(2);
      await sub.stop();
    } finally {
      await one.close();
      await two.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('SQLite event store checkpoints', () => {
  /** Events in the database file itself, without its WAL: what has been checkpointed so far. */
  async function checkpointed(file: string): Promise<number> {
    const copy = `${file}.copy`;
    await copyFile(file, copy);
    const db = new Database(copy, { readonly: true });
    try {
      const table = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'events'").get();
      return table ? db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM events').get()!.n : 0;
    } finally {
      db.close();
    }
  }

  it('no append checkpoints inside its commit; the WAL is checkpointed apart from it soon after', async () => {
    const dir = await tempDir();
    const file = join(dir, 'events.db');
    // The checkpoint's timer held back (only setTimeout is faked: the writer thread's answers still arrive),
    // so any checkpoint before it fires could only be SQLite's automatic one, inside a commit.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const store = createSqliteEventStore(file);
    try {
      // Far past SQLite's automatic threshold (1,000 pages of WAL).
      const data = { text: 'x'.repeat(2000) };
      const metadata = { actorId: null, actorRole: 'system:test', at: new Date().toISOString(), correlationId: 'c' };
      for (let i = 0; i < 1500; i += 1) await store.append(`s-${i % 10}`, [{ type: 'Noted', data, metadata }], 'any');
      await store.appendGroup!([['t-1', [{ type: 'Viewed', data, metadata }]]]);
      expect(await checkpointed(file)).toBe(0);
      vi.advanceTimersByTime(CHECKPOINT_AFTER_MS);
      await vi.waitFor(async () => expect(await checkpointed(file)).toBe(1501), { timeout: 5000, interval: 50 });
    } finally {
      vi.useRealTimers();
      await store.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('SQLite event store writer thread', () => {
  it('an append waiting for another connection to release the write lock leaves this thread free, then commits', async () => {
    const dir = await tempDir();
    const file = join(dir, 'events.db');
    const store = createSqliteEventStore(file);
    const other = new Database(file);
    try {
      const metadata = { actorId: null, actorRole: 'system:test', at: new Date().toISOString(), correlationId: 'c' };
      await store.append('s-1', [{ type: 'Noted', data: { n: 0 }, metadata }], 'no_stream');
      other.exec('BEGIN IMMEDIATE'); // another process writing, say
      let turns = 0;
      const ticker = setInterval(() => (turns += 1), 10);
      const appending = store.append('s-1', [{ type: 'Noted', data: { n: 1 }, metadata }], 0);
      // Released once this thread has ticked ten times: were the append waiting for the lock here, it
      // never would, and the bound fails the test.
      await until(() => turns >= 10, 'ten ticks of this thread while the append waits', { ms: 10_000 });
      other.exec('COMMIT');
      const result = await appending;
      clearInterval(ticker);
      expect(turns).toBeGreaterThanOrEqual(10);
      expect(result.nextExpectedRevision).toBe(1);
      expect((await store.readStream('s-1')).map((e) => e.data)).toEqual([{ n: 0 }, { n: 1 }]);
      await expect(store.append('s-1', [{ type: 'Noted', data: {}, metadata }], 0)).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
    } finally {
      other.close();
      await store.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
