import Database from 'better-sqlite3';
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import type { Doc } from './read-store.js';

/**
 * What changed in memory since the last write: collections written whole, each with every document it
 * holds now (in its order), whatever rows it had; then, in the others, documents written or gone, in the
 * order first touched. `removed` holds those deleted at some point (a document deleted and written again
 * goes to the end of its collection, as in memory).
 */
export interface Changes {
  whole: Iterable<readonly [collection: string, docs: Iterable<Doc>]>;
  touched: Iterable<[collection: string, ids: Iterable<string>]>;
  removed: ReadonlyMap<string, ReadonlySet<string>>;
  current(collection: string, id: string): Doc | undefined;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The process that writes `file` now, if any (a lock left by a process that is gone does not count). */
export function writerOf(file: string): number | null {
  try {
    const holder = Number(readFileSync(`${file}.lock`, 'utf8'));
    return holder && alive(holder) ? holder : null;
  } catch {
    return null;
  }
}

/** Pids of this process's own open writers: a second store in the same process must not write either. */
const heldHere = new Set<string>();

/**
 * Only one store at a time writes the file (documents written by two processes at two positions would
 * mix into a state that is neither). The first to open takes `<file>.lock`; the others load the file
 * and run from memory. A lock whose process is gone (SIGKILL) is taken over.
 */
function takeWriteLock(file: string): (() => void) | null {
  const lock = `${file}.lock`;
  if (heldHere.has(lock)) return null;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lock, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(lock);
      return () => (heldHere.delete(lock), rmSync(lock, { force: true }));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(readFileSync(lock, 'utf8'));
      if (holder && alive(holder)) return null;
      rmSync(lock, { force: true });
    }
  }
  return null;
}

type Stored = string | Buffer;

/** Whether JSON gives back exactly this value: plain objects and arrays of strings, finite numbers, booleans, null. */
function jsonExact(v: unknown): boolean {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v) && !Object.is(v, -0);
  if (typeof v !== 'object') return false;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i += 1) if (!(i in v) || !jsonExact(v[i])) return false;
    return true;
  }
  if (Object.getPrototypeOf(v) !== Object.prototype) return false;
  for (const k in v) if (!jsonExact((v as Record<string, unknown>)[k])) return false;
  return true;
}

const encode = (doc: Doc): Stored => (jsonExact(doc) ? JSON.stringify(doc) : serialize(doc));
/** A document as stored in the file, read back (also for tests that read the file beside a running server). */
export const decode = (stored: Stored): Doc => (typeof stored === 'string' ? JSON.parse(stored) : deserialize(stored)) as Doc;

/**
 * The embedded read models on disk: one SQLite file beside the event log, one row per document, written
 * in one transaction with the projections' checkpoints (which are documents too), so the file always
 * holds the read models exactly as of their checkpoints. It is a cache of the log: deleting it only
 * makes the next start replay the whole log. A document reads back exactly as it was: as JSON text when
 * JSON holds it exactly (read models are made of strings, numbers and booleans, and JSON is the quicker
 * of the two), else with v8's structured serialisation (dates, undefined fields, -0).
 */
export function openDocumentFile(file: string) {
  const release = takeWriteLock(file);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // A lost last commit only means a longer replay of the tail at the next start; a torn one cannot happen.
  db.pragma('synchronous = NORMAL');
  // KVKK (docs/privacy.md): an erased member's old values must not survive in freed pages of this file
  // (secure_delete zeroes them), nor in the WAL beyond its next checkpoint (truncated to nothing then).
  db.pragma('secure_delete = ON');
  db.pragma('journal_size_limit = 0');
  // `seq` keeps each collection's documents in the order they were first written, as the in-memory Map
  // does: queries that sort on a field with ties answer the same after a restart as before.
  db.exec(`CREATE TABLE IF NOT EXISTS docs (
    seq INTEGER PRIMARY KEY,
    coll TEXT NOT NULL,
    id TEXT NOT NULL,
    doc BLOB NOT NULL,
    UNIQUE (coll, id)
  )`);
  const put = db.prepare<[string, string, Buffer | string]>(
    'INSERT INTO docs (coll, id, doc) VALUES (?, ?, ?) ON CONFLICT (coll, id) DO UPDATE SET doc = excluded.doc',
  );
  const remove = db.prepare<[string, string]>('DELETE FROM docs WHERE coll = ? AND id = ?');
  const removeAll = db.prepare<[string]>('DELETE FROM docs WHERE coll = ?');
  const all = db.prepare<[], { coll: string; doc: Stored }>('SELECT coll, doc FROM docs ORDER BY seq');
  const one = db.prepare<[string, string], { doc: Stored }>('SELECT doc FROM docs WHERE coll = ? AND id = ?');
  const ofCollection = db.prepare<[string], { doc: Stored }>('SELECT doc FROM docs WHERE coll = ? ORDER BY seq');
  // The collections' names by skipping from one to the next along the (coll, id) index: a seek per
  // collection. SELECT DISTINCT walks every row of the index instead, which grows with the history
  // (200k documents: 140 ms of every start).
  const firstName = db.prepare<[], { coll: string }>('SELECT coll FROM docs ORDER BY coll LIMIT 1');
  const nextName = db.prepare<[string], { coll: string }>('SELECT coll FROM docs WHERE coll > ? ORDER BY coll LIMIT 1');
  const names = () => {
    const found = new Set<string>();
    for (let row = firstName.get(); row; row = nextName.get(row.coll)) found.add(row.coll);
    return found;
  };

  const write = db.transaction((changes: Changes) => {
    for (const [name, docs] of changes.whole) {
      removeAll.run(name);
      for (const doc of docs) put.run(name, doc._id, encode(doc));
    }
    for (const [name, ids] of changes.touched) {
      const removed = changes.removed.get(name);
      for (const id of ids) {
        const doc = changes.current(name, id);
        if (!doc || removed?.has(id)) remove.run(name, id);
        if (doc) put.run(name, id, encode(doc));
      }
    }
  });

  return {
    /** False when another store holds the write lock: this one loads the file but never writes it. */
    writer: release !== null,
    *load(): Generator<[string, Doc]> {
      for (const row of all.iterate()) yield [row.coll, decode(row.doc)];
    },
    /** The collections that have documents in the file. */
    collections: names,
    read(collection: string, id: string): Doc | undefined {
      const row = one.get(collection, id);
      return row && decode(row.doc);
    },
    *readAll(collection: string): Generator<Doc> {
      for (const row of ofCollection.iterate(collection)) yield decode(row.doc);
    },
    write: (changes: Changes) => write.immediate(changes),
    /**
     * Folds the WAL into the file and truncates it to nothing: what was overwritten (an erased member's
     * old values) is otherwise still in the WAL until it reaches ~4 MB or the file is closed, days on a
     * quiet site. secure_delete has zeroed the freed pages of the file itself.
     */
    truncateWal() {
      const [r] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
      // A reader in another process held an older snapshot: the caller tries again.
      if (r?.busy) throw new Error('read-models.db: WAL checkpoint blocked by a reader');
    },
    close() {
      db.close();
      release?.();
    },
  };
}
