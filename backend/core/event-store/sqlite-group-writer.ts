import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { EventToAppend } from './event-store.js';

/** Events for several streams, each appended after the stream's last revision (expected revision 'any'). */
export type AppendGroup = [streamId: string, events: EventToAppend[]][];

/**
 * The worker's code, plain CommonJS so it runs the same under tsx, vitest and a build: its own
 * connection to the log, synchronous=FULL, one IMMEDIATE transaction per group (one disk flush for the
 * whole group), the answer posted only after the commit returned.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('busy_timeout = 5000');
const last = db.prepare('SELECT MAX(revision) AS r FROM events WHERE stream_id = ?');
const insert = db.prepare('INSERT INTO events (stream_id, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?)');
const write = db.transaction((group) => {
  for (const [streamId, events] of group) {
    let revision = last.get(streamId).r ?? -1;
    for (const e of events) insert.run(streamId, ++revision, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata));
  }
});
parentPort.on('message', ({ id, group }) => {
  try {
    write.immediate(group);
    parentPort.postMessage({ id });
  } catch (err) {
    parentPort.postMessage({ id, error: String((err && err.message) || err) });
  }
});
`;

/**
 * Group commits for the many small, individually unimportant events (page views, clicks): written by a
 * worker thread on its own connection, so their disk flushes never block the thread that runs commands
 * (whose appends keep synchronous=FULL on the main connection). The worker starts with the first group.
 */
export function createSqliteGroupWriter(file: string, onCommitted: () => void) {
  let worker: Worker | null = null;
  let lastId = 0;
  const waiting = new Map<number, { resolve: () => void; reject: (err: Error) => void }>();

  function start() {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const w = new Worker(WORKER, { eval: true, workerData: { file, driver } });
    w.on('message', ({ id, error }: { id: number; error?: string }) => {
      const p = waiting.get(id);
      waiting.delete(id);
      if (waiting.size === 0) w.unref(); // an idle writer never keeps the process alive
      if (error) p?.reject(new Error(error));
      else {
        onCommitted();
        p?.resolve();
      }
    });
    w.on('error', (err) => fail(err));
    w.on('exit', () => fail(new Error('tracking writer stopped')));
    return w;
  }

  function fail(err: Error) {
    worker = null;
    for (const p of waiting.values()) p.reject(err);
    waiting.clear();
  }

  return {
    /** Resolves once the whole group is durably committed; rejects when it was not written. */
    append(group: AppendGroup): Promise<void> {
      worker ??= start();
      const id = ++lastId;
      worker.ref();
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker!.postMessage({ id, group });
      });
    },
    async close() {
      const w = worker;
      worker = null;
      await w?.terminate();
    },
  };
}
