import Database from 'better-sqlite3';
import { EventEmitter } from 'node:events';
import { createSqliteWriterThread } from './sqlite-writer-thread.js';
import {
  type EventBatchHandler,
  type EventMetadata,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type RecordedEvent,
  type Subscription,
  WrongExpectedRevisionError,
} from './event-store.js';

/** A row as better-sqlite3 returns it in raw mode (an array, cheaper than an object per row): the columns in order. */
type Row = [position: number, streamId: string, revision: number, type: string, data: string, metadata: string];

/** Events per subscription batch: large enough to amortise a batch's overhead, small enough to stay responsive. */
const SUBSCRIPTION_BATCH = 2000;

/**
 * How often a store with live subscriptions looks whether another process committed to the file. The
 * look is one `PRAGMA data_version` (a counter read from shared memory, no table access), so a short
 * interval costs next to nothing; appends made in this process wake subscriptions at once without it.
 */
export const TAIL_POLL_MS = 20;

/**
 * How long after an append the WAL is checkpointed (on the writer thread, at most once per interval,
 * so a flood of page views keeps the WAL small too). SQLite's automatic checkpoint would run inside the
 * commit that crosses its threshold, and flush the database file while a command waits: about one
 * command in a few hundred paid 10-20 ms for it.
 */
export const CHECKPOINT_AFTER_MS = 1000;

/**
 * The one place a stored row becomes an event. `data` stays unknown (each projection and decider parses
 * its own types); `metadata` is trusted as written: only `append`/`appendGroup` write the table, from a
 * typed `EventMetadata`, and checking it again here would cost every replay a zod parse per event.
 */
const toRecorded = (r: Row): RecordedEvent => ({
  position: r[0],
  streamId: r[1],
  revision: r[2],
  type: r[3],
  data: JSON.parse(r[4]) as unknown,
  metadata: JSON.parse(r[5]) as EventMetadata,
});

/**
 * Embedded event store: one SQLite file in WAL mode. The autoincrement rowid is the global position.
 * Appends are written by a worker thread (sqlite-writer-thread.ts): a command's with synchronous=FULL,
 * so an append that resolved is on disk; tracking groups with NORMAL. This connection, on the thread
 * that serves requests, only reads.
 * Several processes may open the same file: an append checks the expected revision and inserts inside
 * one IMMEDIATE transaction (the write lock is held from the check to the commit, so positions also
 * commit in order), busy_timeout makes a writer wait for the lock instead of failing, and subscriptions
 * notice other processes' commits through the tail poll.
 * `durable: false` appends on this connection without a flush to disk: only for writing a generated
 * history in bulk (the benchmark), never for a site, where an acknowledged command must survive a crash.
 */
export function createSqliteEventStore(file: string, options: { durable?: boolean } = {}): EventStore {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma(options.durable === false ? 'synchronous = OFF' : 'synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  if (options.durable !== false) db.pragma('wal_autocheckpoint = 0'); // see CHECKPOINT_AFTER_MS
  db.exec(`CREATE TABLE IF NOT EXISTS events (
    position INTEGER PRIMARY KEY AUTOINCREMENT,
    stream_id TEXT NOT NULL,
    revision INTEGER NOT NULL,
    type TEXT NOT NULL,
    data TEXT NOT NULL,
    metadata TEXT NOT NULL,
    UNIQUE (stream_id, revision)
  )`);
  const lastRevision = db.prepare<[string], { r: number | null }>('SELECT MAX(revision) AS r FROM events WHERE stream_id = ?');
  const insert = db.prepare('INSERT INTO events (stream_id, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?)');
  const COLUMNS = 'position, stream_id, revision, type, data, metadata';
  const selectStream = db
    .prepare<[string, number], Row>(`SELECT ${COLUMNS} FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision`)
    .raw();
  const selectAll = db
    .prepare<[number, number], Row>(`SELECT ${COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`)
    .raw();
  const selectHead = db.prepare<[], { p: number | null }>('SELECT MAX(position) AS p FROM events');
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  const appended = new EventEmitter();
  appended.setMaxListeners(0);
  let closed = false;
  const tail = tailPoll(appended, () => dataVersion.get()!);
  const writer = createSqliteWriterThread(file, () => appended.emit('appended'));
  let checkpointTimer: NodeJS.Timeout | null = null;
  const checkpointSoon = () => {
    if (checkpointTimer) return;
    checkpointTimer = setTimeout(() => {
      checkpointTimer = null;
      if (!closed) writer.checkpoint();
    }, CHECKPOINT_AFTER_MS);
    checkpointTimer.unref();
  };

  const appendTx = db.transaction((streamId: string, events: EventToAppend[], expected: ExpectedRevision) => {
    const current = lastRevision.get(streamId)?.r ?? null;
    if (expected === 'no_stream' && current !== null) {
      throw new WrongExpectedRevisionError(streamId, expected, current);
    }
    if (typeof expected === 'number' && current !== expected) {
      throw new WrongExpectedRevisionError(streamId, expected, current ?? 'no_stream');
    }
    let revision = current ?? -1;
    let position = -1;
    for (const e of events) {
      revision += 1;
      const info = insert.run(streamId, revision, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata));
      position = Number(info.lastInsertRowid);
    }
    return { nextExpectedRevision: revision, position };
  });

  return {
    async append(streamId, events, expectedRevision) {
      if (closed) throw new Error('Event store is closed');
      if (events.length === 0) throw new Error('Nothing to append');
      if (options.durable === false) {
        // IMMEDIATE takes the write lock before reading the revision, so a second process writing the
        // same file gets a clean conflict instead of a stale read.
        const result = appendTx.immediate(streamId, events, expectedRevision);
        appended.emit('appended');
        return result;
      }
      const result = await writer.append(streamId, events, expectedRevision);
      checkpointSoon();
      return result;
    },
    async appendGroup(events) {
      if (closed) throw new Error('Event store is closed');
      if (events.length === 0) return;
      await writer.appendGroup(events);
      checkpointSoon();
    },
    async readStream(streamId, fromRevision = 0) {
      return selectStream.all(streamId, fromRevision).map(toRecorded);
    },
    async readAll(after, maxCount) {
      return selectAll.all(after, maxCount).map(toRecorded);
    },
    async headPosition() {
      return selectHead.get()?.p ?? -1;
    },
    subscribeToAll(after: number, handler: EventBatchHandler, onError?: (err: unknown) => void): Subscription {
      let position = after;
      let running = true;
      let dirty = true;
      let wake: (() => void) | null = null;
      const onAppend = () => {
        dirty = true;
        wake?.();
      };
      appended.on('appended', onAppend);
      tail.watch();
      const loop = (async () => {
        while (running && !closed) {
          dirty = false;
          const batch = selectAll.all(position, SUBSCRIPTION_BATCH).map(toRecorded);
          if (batch.length > 0) {
            await handler(batch);
            position = batch.at(-1)!.position;
          } else if (!dirty && running) {
            await new Promise<void>((resolve) => (wake = resolve));
            wake = null;
          }
        }
      })().catch((err) => {
        running = false;
        appended.off('appended', onAppend);
        tail.unwatch();
        onError?.(err);
      });
      return {
        async stop() {
          if (!running) return loop;
          running = false;
          appended.off('appended', onAppend);
          tail.unwatch();
          wake?.();
          await loop;
        },
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      tail.stop();
      if (checkpointTimer) clearTimeout(checkpointTimer);
      await writer.close();
      appended.emit('appended');
      // Everything into the main file, so a stopped site is one file to copy (a backup, a move).
      try {
        db.pragma('wal_checkpoint(TRUNCATE)');
      } catch {
        // another process still reads: SQLite checkpoints when the last connection closes
      }
      db.close();
    },
  };
}

/**
 * Wakes subscriptions when another connection (another process) committed to the file: SQLite bumps a
 * connection's `data_version` on every commit made by any other connection. Runs only while someone
 * subscribes, and never keeps the process alive on its own.
 */
function tailPoll(appended: EventEmitter, version: () => number) {
  let watchers = 0;
  let timer: NodeJS.Timeout | null = null;
  let seen = 0;
  const stop = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };
  return {
    watch() {
      watchers += 1;
      if (timer) return;
      seen = version();
      timer = setInterval(() => {
        const now = version();
        if (now === seen) return;
        seen = now;
        appended.emit('appended');
      }, TAIL_POLL_MS);
      timer.unref();
    },
    unwatch() {
      watchers -= 1;
      if (watchers > 0) return;
      watchers = 0;
      stop();
    },
    stop,
  };
}
