import Database from 'better-sqlite3';
import { chmodSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { RecordedEvent } from '../core/event-store/event-store.js';
import { createKeyCache } from '../core/privacy/key-cache.js';
import { MIGRATED_MARK, PLATFORM_IDS_MARK, SEALED_FORMAT_MARK } from '../core/privacy/log-format.js';
import type { MemberKeys } from '../core/privacy/member-keys.js';
import { partsOf } from '../core/privacy/personal-fields.js';
import { sealPersonal } from '../core/privacy/private-event-store.js';
import { writerOf } from '../core/read-store/document-file.js';
import { READ_MODELS_FILE } from '../infrastructure.js';
import { foldClaims, NAME_CLAIM_ROWS, reserveClaims } from './privacy-claims.js';
import {
  forgetLegacyKickSubjects,
  legacyKickOpener,
  PLATFORM_CLAIM_ROWS,
  platformClaimsToReserve,
} from './privacy-platform-ids.js';

/** Beside the log: the migration's copy of it as it was, personal values in clear. */
export const BACKUP_FILE = 'events.before-privacy-migrate.db';

type Row = { position: number; stream_id: string; type: string; data: string; metadata: string };

/**
 * The embedded migration (docs/privacy.md): backup, claims into the key store, every marked field
 * sealed in place, the claim rows deleted, then VACUUM with secure_delete so no free page keeps a
 * value in clear. Positions stay: the read models' checkpoints and the draws stay valid. Answers the
 * exit code.
 */
export async function migrateSqlite(
  dataDir: string,
  keys: MemberKeys,
  deleteBackup: boolean,
  print: (line: string) => void,
): Promise<number> {
  const backup = path.join(dataDir, BACKUP_FILE);
  const refused = await refusal(dataDir, keys, deleteBackup, print);
  if (refused !== null) return refused;
  const eventsFile = path.join(dataDir, 'events.db');
  if (!existsSync(eventsFile)) {
    await keys.mark(SEALED_FORMAT_MARK);
    await keys.mark(PLATFORM_IDS_MARK);
    return (print(`No event log in ${dataDir}: nothing to migrate; the folder is marked as sealed.`), 0);
  }
  const db = new Database(eventsFile);
  try {
    db.pragma('busy_timeout = 5000');
    db.pragma('secure_delete = ON');
    db.pragma('wal_checkpoint(TRUNCATE)');
    // A second run after a crash keeps the first backup: only it holds the log as it was.
    if (!existsSync(backup)) db.prepare('VACUUM INTO ?').run(backup);
    chmodSync(backup, 0o600); // personal data in clear: the operator's account only
    print(`Backup of the log as it was: ${backup}`);
    print('WARNING: this backup holds personal data in clear. Keep it safe, and delete it once the site runs well:');
    print('  npm run privacy:migrate -- --delete-backup');
    await rewrite(db, keys, print);
    await keys.mark(SEALED_FORMAT_MARK);
    await keys.mark(PLATFORM_IDS_MARK);
    await keys.mark(MIGRATED_MARK);
    print('Positions are unchanged: the read models and draws stay as they are. Start the site again.');
    return 0;
  } finally {
    db.close();
  }
}

/** The exit code when this run must not migrate (already done, --delete-backup, a running site); else null. */
async function refusal(dataDir: string, keys: MemberKeys, deleteBackup: boolean, print: (line: string) => void) {
  // Sealed by the previous version but not for platform ids: its platform step is still to run (docs/privacy.md).
  if ((await keys.hasMark(SEALED_FORMAT_MARK)) && (await keys.hasMark(PLATFORM_IDS_MARK))) {
    if (deleteBackup) return removeBackup(path.join(dataDir, BACKUP_FILE), print);
    if (!(await keys.hasMark(MIGRATED_MARK))) return (print(`Nothing to do: the log in ${dataDir} was written sealed.`), 0);
    print(`Refused: the log in ${dataDir} was migrated already; it runs once. To delete its backup: --delete-backup`);
    return 1;
  }
  if (deleteBackup && (await keys.hasMark(SEALED_FORMAT_MARK))) return removeBackup(path.join(dataDir, BACKUP_FILE), print);
  if (deleteBackup) return (print('The log is not migrated yet: run `npm run privacy:migrate` first.'), 1);
  const site = writerOf(path.join(dataDir, READ_MODELS_FILE));
  if (site !== null) return (print(`The site is running on ${dataDir} (process ${site}): stop it first.`), 1);
  return null;
}

/**
 * Claims into the key store first (a draw's entries are sealed by their username's owner), then every
 * marked field sealed and the claim rows deleted in one transaction, then VACUUM (secure_delete is on)
 * and a truncated WAL: no page of the file keeps a value in clear.
 */
async function rewrite(db: Database.Database, keys: MemberKeys, print: (line: string) => void) {
  const claimRows = `(${NAME_CLAIM_ROWS}) OR (${PLATFORM_CLAIM_ROWS})`;
  const names = db.prepare<[], Row>(`SELECT * FROM events WHERE ${NAME_CLAIM_ROWS} ORDER BY position`).all();
  const platforms = db.prepare<[], Row>(`SELECT * FROM events WHERE ${PLATFORM_CLAIM_ROWS} ORDER BY position`).all();
  const folded = [...foldClaims(names.map(recorded)), ...(await platformClaimsToReserve(platforms.map(recorded), keys))];
  for (const clash of await reserveClaims(folded, keys)) print(`Note: ${clash}`);
  const updates = await sealedRows(db, keys);
  db.transaction(() => {
    const update = db.prepare('UPDATE events SET data = ? WHERE position = ?');
    for (const [position, data] of updates) update.run(data, position);
    db.exec(`DELETE FROM events WHERE ${claimRows}`);
  })();
  // After the commit: until then the log's old envelopes still need these keys.
  await forgetLegacyKickSubjects(keys);
  db.exec('VACUUM');
  db.pragma('wal_checkpoint(TRUNCATE)');
  const moved = names.length + platforms.length;
  print(`Migrated: ${updates.length} events sealed, ${moved} claim events moved into the key store.`);
}

function removeBackup(backup: string, print: (line: string) => void): number {
  if (!existsSync(backup)) print(`No backup to delete at ${backup}.`);
  else {
    rmSync(backup);
    print(`Deleted the backup ${backup}.`);
  }
  return 0;
}

const recorded = (r: Row): RecordedEvent => ({
  position: r.position,
  streamId: r.stream_id,
  revision: 0,
  type: r.type,
  data: JSON.parse(r.data) as unknown,
  metadata: JSON.parse(r.metadata) as RecordedEvent['metadata'],
});

/** Every row with a marked field, sealed through the boundary's own code: [position, new data]. */
async function sealedRows(db: Database.Database, keys: MemberKeys): Promise<[number, string][]> {
  const cache = createKeyCache(keys);
  const openLegacy = legacyKickOpener(keys);
  const page = db.prepare<[number], Row>('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT 2000');
  const updates: [number, string][] = [];
  for (let rows = page.all(-1); rows.length > 0; rows = page.all(rows[rows.length - 1]!.position)) {
    for (const row of rows) {
      if (!partsOf(row.type)) continue;
      const sealed = JSON.stringify((await sealPersonal(await openLegacy(recorded(row)), cache, keys)).data);
      if (sealed !== row.data) updates.push([row.position, sealed]);
    }
  }
  return updates;
}
