import Database from 'better-sqlite3';
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { normaliseClaim, PSEUDONYM_PREFIX } from '@app/contracts';
import type { ClaimKind, MemberKeys, SubjectKey } from './member-keys.js';

const PSEUDONYM_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789';
const drawPseudonym = () =>
  PSEUDONYM_PREFIX + Array.from({ length: 6 }, () => PSEUDONYM_CHARS[randomInt(PSEUDONYM_CHARS.length)]).join('');

interface SubjectRow {
  key: Buffer | null;
  pseudonym: string | null;
}

/**
 * The embedded key store: `keys.db` beside the log. synchronous=FULL (an erasure that answered is on
 * disk), secure_delete=ON (a deleted key's bytes are zeroed in the file, not left in a free page), and
 * the WAL truncated after an erasure (it would hold the page as it was before).
 */
export function createSqliteMemberKeys(file: string): MemberKeys {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('secure_delete = ON');
  db.pragma('busy_timeout = 5000');
  db.exec(`CREATE TABLE IF NOT EXISTS subjects (
      subject TEXT PRIMARY KEY, key BLOB, pseudonym TEXT UNIQUE, erased_at INTEGER)`);
  db.exec(`CREATE TABLE IF NOT EXISTS names (
      hash TEXT PRIMARY KEY, member_id TEXT NOT NULL, since INTEGER NOT NULL)`);
  db.exec('CREATE INDEX IF NOT EXISTS names_member ON names (member_id)');
  db.exec('CREATE TABLE IF NOT EXISTS marks (name TEXT PRIMARY KEY, at INTEGER NOT NULL)');
  db.exec('CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value BLOB NOT NULL)');
  // Two processes opening a fresh store keep one pepper: the first insert wins, both read it back.
  db.prepare("INSERT OR IGNORE INTO meta (name, value) VALUES ('pepper', ?)").run(randomBytes(32));
  const pepper = db.prepare<[], Buffer>("SELECT value FROM meta WHERE name = 'pepper'").pluck().get()!;
  /** The reservation's key: the value never lands in the store in clear, not even for the members not erased. */
  const nameHash = (kind: ClaimKind, value: string) =>
    createHmac('sha256', pepper)
      .update(`${kind}:${normaliseClaim(value)}`)
      .digest('base64url');

  const selectSubject = db.prepare<[string], SubjectRow>('SELECT key, pseudonym FROM subjects WHERE subject = ?');
  const insertKey = db.prepare('INSERT OR IGNORE INTO subjects (subject, key) VALUES (?, ?)');
  const selectName = db.prepare<[string], { member_id: string; since: number }>(
    'SELECT member_id, since FROM names WHERE hash = ?',
  );
  const insertName = db.prepare('INSERT OR IGNORE INTO names (hash, member_id, since) VALUES (?, ?, ?)');
  const moveName = db.prepare('UPDATE names SET member_id = ?, since = ? WHERE hash = ? AND member_id = ?');
  const deleteName = db.prepare('DELETE FROM names WHERE hash = ? AND member_id = ?');
  const setPseudonym = db.prepare(
    'INSERT INTO subjects (subject, pseudonym) VALUES (?, ?) ON CONFLICT (subject) DO UPDATE SET pseudonym = excluded.pseudonym WHERE pseudonym IS NULL',
  );
  const eraseKey = db.prepare(
    'INSERT INTO subjects (subject, erased_at) VALUES (?, ?) ON CONFLICT (subject) DO UPDATE SET key = NULL, erased_at = excluded.erased_at',
  );
  // Also the reservations held by a linked subject (a Kick account's subject id): nothing maps the account to it any more.
  const deleteNames = db.prepare('DELETE FROM names WHERE member_id = ?');
  const byPrefix = db
    .prepare<[string, string], string>('SELECT subject FROM subjects WHERE substr(subject, 1, length(?)) = ?')
    .pluck();
  const forget = db.prepare('DELETE FROM subjects WHERE subject = ?');
  const pending = db.prepare<[], string>('SELECT subject FROM subjects WHERE pseudonym IS NOT NULL AND key IS NOT NULL').pluck();

  const stateOf = (row: SubjectRow | undefined): SubjectKey | null => {
    if (!row) return null;
    // A row without a key is an erased subject (or one whose erasure began before it ever had a key).
    return row.key ? { key: row.key } : { erased: true, pseudonym: row.pseudonym };
  };
  const erase = db.transaction((memberId: string, linked: readonly string[]) => {
    const at = Date.now();
    for (const subject of [memberId, ...linked]) {
      eraseKey.run(subject, at);
      deleteNames.run(subject);
    }
  });

  return {
    async keyOf(subject) {
      return stateOf(selectSubject.get(subject));
    },
    async keyFor(subject) {
      insertKey.run(subject, randomBytes(32));
      return stateOf(selectSubject.get(subject))!;
    },
    async reserveName(kind, value, memberId, now) {
      const hash = nameHash(kind, value);
      insertName.run(hash, memberId, now);
      const row = selectName.get(hash)!;
      return row.member_id === memberId ? { reserved: true } : { reserved: false, owner: row.member_id, since: row.since };
    },
    async takeOverName(kind, value, from, memberId, now) {
      return moveName.run(memberId, now, nameHash(kind, value), from).changes === 1;
    },
    async releaseName(kind, value, memberId) {
      deleteName.run(nameHash(kind, value), memberId);
    },
    async nameOwner(kind, value) {
      return selectName.get(nameHash(kind, value))?.member_id ?? null;
    },
    async beginErasure(memberId) {
      for (;;) {
        const drawn = selectSubject.get(memberId)?.pseudonym;
        if (drawn) return drawn;
        try {
          setPseudonym.run(memberId, drawPseudonym());
        } catch (err) {
          // Another erased member holds this pseudonym already: draw again.
          if ((err as { code?: string }).code !== 'SQLITE_CONSTRAINT_UNIQUE') throw err;
        }
      }
    },
    async completeErasure(memberId, linked) {
      erase(memberId, linked);
      db.pragma('wal_checkpoint(TRUNCATE)');
    },
    async pendingErasures() {
      return pending.all();
    },
    async subjectsStartingWith(prefix) {
      return byPrefix.all(prefix, prefix);
    },
    async forgetSubjects(list) {
      db.transaction(() => list.forEach((subject) => forget.run(subject)))();
    },
    async mark(name) {
      return db.prepare('INSERT OR IGNORE INTO marks (name, at) VALUES (?, ?)').run(name, Date.now()).changes === 1;
    },
    async hasMark(name) {
      return db.prepare('SELECT 1 FROM marks WHERE name = ?').get(name) !== undefined;
    },
    async close() {
      if (db.open) db.close();
    },
  };
}
