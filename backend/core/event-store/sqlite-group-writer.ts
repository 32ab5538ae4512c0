import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { EventToAppend } from './event-store.js';

/** Events for several streams, each appended after the stream's last revision (expected revision 'any'). */
export type AppendGroup = [streamId: string, events: EventToAppend[]][];

/**
 * The worker's code, plain CommonJS so it runs the same under tsx, vitest and a build: its own
 * connection to the log, one IMMEDIATE transaction per group, the answer posted only after the commit
 * returned. synchronous=NORMAL: in WAL mode a commit is then in the operating system's hands when it
 * returns (it survives the process being killed, only a power loss can take the last ones), and it
 * costs no disk flush; the next command's FULL commit or a checkpoint flushes it with everything
 * before it. The same connection runs the checkpoints the main connection leaves to it.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.pragma('busy_timeout = 5000');
const last = db.prepare('SELECT MAX(revision) AS r FROM events WHERE stream_id = ?');
const insert = db.prepare('INSERT INTO events (stream_id, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?)');
const write = db.transaction((group) => {
  for (const [streamId, events] of group) {
    let revision = last.get(streamId).r ?? -1;
    for (const e of events) insert.run(streamId, ++revision, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata));
  }
});
parentPort.on('message', ({ id, group, checkpoint }) => {
  if (checkpoint) {
    try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {} // busy or locked: the next one catches up
    return;
  }
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
 * worker thread on its own connection, so their writes never block the thread that runs commands
 * (whose appends keep synchronous=FULL on the main connection). The worker starts with the first group
 * or checkpoint.
 */
export function createSqliteGroupWriter(file: string, onCommitted: () => void) {
  let worker: Worker | null = null;
  let lastId = 0;
  const waiting = new Map<number, { resolve: () => void; reject: (err: Error) => void }>();

  function start() {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const w = new Worker(WORKER, { eval: true, workerData: { file, driver } });
    w.unref(); // only a group waiting for its commit keeps the process alive
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
    /**
     * Copies the log's WAL into the database file, on the worker's thread: the main connection never
     * checkpoints (wal_autocheckpoint=0), so no command's commit pays for one. Nothing waits for it.
     */
    checkpoint() {
      worker ??= start();
      worker.postMessage({ checkpoint: true });
    },
    async close() {
      const w = worker;
      worker = null;
      await w?.terminate();
    },
  };
}
