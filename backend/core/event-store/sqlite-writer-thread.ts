import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { type AppendResult, type EventToAppend, type ExpectedRevision, WrongExpectedRevisionError } from './event-store.js';

/** Events for several streams, each appended after the stream's last revision (expected revision 'any'). */
export type AppendGroup = [streamId: string, events: EventToAppend[]][];

/**
 * The worker's code, plain CommonJS so it runs the same under tsx, vitest and a build. Two connections
 * to the log, used one after the other on this one thread (so they never wait for each other's lock):
 *
 * - `commands`: synchronous=FULL, an acknowledged command survives a power loss. One IMMEDIATE
 *   transaction checks the expected revision and inserts; a mismatch commits nothing and answers the
 *   revision found, which the main thread turns into a WrongExpectedRevisionError.
 * - `groups`: synchronous=NORMAL for page views and clicks. In WAL mode a commit is then in the
 *   operating system's hands when it returns (it survives the process being killed, only a power loss
 *   can take the last ones) and costs no disk flush; the next command's FULL commit or a checkpoint
 *   flushes it with everything before it. This connection also runs the checkpoints.
 *
 * Every answer is posted only after its commit returned.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
function open(synchronous) {
  const db = new Database(workerData.file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = ' + synchronous);
  db.pragma('busy_timeout = 5000');
  db.pragma('wal_autocheckpoint = 0');
  return db;
}
function writer(db) {
  const last = db.prepare('SELECT MAX(revision) AS r FROM events WHERE stream_id = ?');
  const insert = db.prepare('INSERT INTO events (stream_id, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?)');
  const put = (streamId, revision, e) =>
    Number(insert.run(streamId, revision, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata)).lastInsertRowid);
  return { last: (streamId) => last.get(streamId).r, put };
}
const commands = open('FULL');
const groups = open('NORMAL');
const c = writer(commands);
const g = writer(groups);
const appendTx = commands.transaction((streamId, events, expected) => {
  const current = c.last(streamId);
  if (expected === 'no_stream' ? current !== null : typeof expected === 'number' && current !== expected) {
    return { conflict: current };
  }
  let revision = current === null ? -1 : current;
  let position = -1;
  for (const e of events) position = c.put(streamId, ++revision, e);
  return { result: { nextExpectedRevision: revision, position } };
});
const groupTx = groups.transaction((group) => {
  for (const [streamId, events] of group) {
    let revision = g.last(streamId);
    if (revision === null) revision = -1;
    for (const e of events) g.put(streamId, ++revision, e);
  }
});
parentPort.on('message', (m) => {
  if (m.checkpoint) {
    try { groups.pragma('wal_checkpoint(PASSIVE)'); } catch {} // busy or locked: the next one catches up
    return;
  }
  try {
    if (m.group) {
      groupTx.immediate(m.group);
      parentPort.postMessage({ id: m.id });
    } else {
      parentPort.postMessage({ id: m.id, ...appendTx.immediate(m.streamId, m.events, m.expected) });
    }
  } catch (err) {
    parentPort.postMessage({ id: m.id, error: String((err && err.message) || err) });
  }
});
`;

interface Reply {
  id: number;
  error?: string;
  result?: AppendResult;
  /** The stream's last revision when it was not the expected one (null: no stream). */
  conflict?: number | null;
}

/**
 * The log's writes, on a worker thread: the main thread, which serves every request, never waits for a
 * disk flush or for SQLite's lock (whose busy handler sleeps in steps of 1 to 100 ms, blocking the thread
 * that called it). Commands and tracking groups queue on one thread, so a command never collides with a
 * group commit: it waits at most for the one in progress. The worker starts with the first write.
 */
export function createSqliteWriterThread(file: string, onCommitted: () => void) {
  let worker: Worker | null = null;
  let lastId = 0;
  const waiting = new Map<number, { settle: (reply: Reply) => void; reject: (err: Error) => void }>();

  function start() {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const w = new Worker(WORKER, { eval: true, workerData: { file, driver } });
    w.unref(); // only a write waiting for its commit keeps the process alive
    w.on('message', (reply: Reply) => {
      const p = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (waiting.size === 0) w.unref(); // an idle writer never keeps the process alive
      if (reply.error !== undefined) return p?.reject(new Error(reply.error));
      if (reply.conflict === undefined) onCommitted();
      p?.settle(reply);
    });
    w.on('error', (err) => fail(err));
    w.on('exit', () => fail(new Error('the event log writer stopped')));
    return w;
  }

  function fail(err: Error) {
    worker = null;
    for (const p of waiting.values()) p.reject(err);
    waiting.clear();
  }

  function post<T>(message: object, settle: (reply: Reply, resolve: (value: T) => void, reject: (err: Error) => void) => void) {
    worker ??= start();
    const id = ++lastId;
    worker.ref();
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { settle: (reply) => settle(reply, resolve, reject), reject });
      worker!.postMessage({ id, ...message });
    });
  }

  return {
    /** One stream's events after the expected revision, committed with synchronous=FULL. */
    append(streamId: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
      return post<AppendResult>({ streamId, events, expected }, (reply, resolve, reject) => {
        if (reply.conflict === undefined) resolve(reply.result!);
        else reject(new WrongExpectedRevisionError(streamId, expected, reply.conflict ?? 'no_stream'));
      });
    },
    /** Resolves once the whole group is committed (synchronous=NORMAL); rejects when it was not written. */
    appendGroup(group: AppendGroup): Promise<void> {
      return post<void>({ group }, (_reply, resolve) => resolve());
    },
    /**
     * Copies the log's WAL into the database file, on the worker's thread: no connection checkpoints by
     * itself (wal_autocheckpoint=0), so no command's commit pays for one. Nothing waits for it.
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
