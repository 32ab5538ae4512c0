import { BackupTakenV1, backupStreamOf } from '@app/contracts';
import Database from 'better-sqlite3';
import { copyFileSync, cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSqliteEventStore } from '../core/event-store/sqlite-event-store.js';
import { type Config, loadConfig } from '../env.js';
import { KEYS_FILE } from '../infrastructure.js';
import {
  appVersion,
  describeFile,
  EVENTS_FILE,
  filesUnder,
  FORMAT,
  isEmptyOrAbsent,
  keySubjects,
  logExtent,
  MANIFEST,
  type Manifest,
  READ_MODELS_NOTE,
  SECRET_FILES,
} from './backup-set.js';

/** Copies one SQLite file with the online backup API: consistent while the server writes to it. */
async function onlineCopy(from: string, to: string) {
  const db = new Database(from, { readonly: true, fileMustExist: true });
  try {
    await db.backup(to);
  } finally {
    db.close();
  }
  // One self-contained file (no -wal beside it), so its SHA-256 stays what the manifest says once read.
  const copy = new Database(to);
  copy.pragma('journal_mode = DELETE');
  copy.close();
}

/** The secrets kept in DATA_DIR; one set by the environment is the operator's to keep, not a file's. */
function secretFiles(config: Config) {
  const fromEnv: Record<string, string | undefined> = {
    'session-secret': config.SESSION_SECRET,
    'draw-secret': config.DRAW_SECRET,
  };
  return SECRET_FILES.filter((name) => !fromEnv[name] && existsSync(path.join(config.dataDir, name)));
}

/**
 * `npm run backup -- <folder>`: a consistent set of the embedded data while the site keeps answering.
 * The log first, then the key store (never older than the log), then uploads (content-addressed: those
 * the copied log names were written before their events) and secrets, then the manifest; the backup is
 * recorded in the live log as BackupTaken (the system page shows the last one).
 */
export async function backup(config: Config, folder: string): Promise<Manifest> {
  if (config.EVENTSTORE_URL || config.MONGO_URL) {
    throw new Error(
      'EVENTSTORE_URL / MONGO_URL are set: back up EventStoreDB and MongoDB with their own tools (docs/operations.md).',
    );
  }
  const source = config.dataDir;
  if (!existsSync(path.join(source, EVENTS_FILE)))
    throw new Error(`No ${EVENTS_FILE} in ${source} (DATA_DIR): nothing to back up.`);
  if (!existsSync(path.join(source, KEYS_FILE)))
    throw new Error(`No ${KEYS_FILE} beside the log in ${source}: the log cannot be read without it.`);
  if (!isEmptyOrAbsent(folder)) throw new Error(`${folder} is not empty: give a new or empty folder for the backup set.`);
  mkdirSync(folder, { recursive: true });

  await onlineCopy(path.join(source, EVENTS_FILE), path.join(folder, EVENTS_FILE));
  await onlineCopy(path.join(source, KEYS_FILE), path.join(folder, KEYS_FILE));
  if (existsSync(path.join(source, 'uploads')))
    cpSync(path.join(source, 'uploads'), path.join(folder, 'uploads'), { recursive: true });
  const secrets = secretFiles(config);
  for (const name of secrets) copyFileSync(path.join(source, name), path.join(folder, name));

  const files = await Promise.all(
    [EVENTS_FILE, KEYS_FILE, ...filesUnder(path.join(folder, 'uploads')).map((f) => `uploads/${f}`), ...secrets].map((f) =>
      describeFile(folder, f),
    ),
  );
  const manifest: Manifest = {
    format: FORMAT,
    formatVersion: 1,
    version: appVersion(),
    createdAt: new Date().toISOString(),
    log: { file: EVENTS_FILE, ...logExtent(path.join(folder, EVENTS_FILE)) },
    keys: { file: KEYS_FILE, subjects: keySubjects(path.join(folder, KEYS_FILE)) },
    readModels: READ_MODELS_NOTE,
    secrets,
    files,
  };
  writeFileSync(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  await recordBackup(source, manifest);
  return manifest;
}

async function recordBackup(source: string, m: Manifest) {
  const events = createSqliteEventStore(path.join(source, EVENTS_FILE));
  try {
    const at = new Date();
    const data = BackupTakenV1.parse({
      position: m.log.position,
      events: m.log.events,
      bytes: m.files.reduce((n, f) => n + f.bytes, 0),
      files: m.files.length,
    });
    const metadata = { actorId: null, actorRole: 'system:backup', at: at.toISOString(), correlationId: randomUUID() };
    await events.append(backupStreamOf(at), [{ type: 'BackupTaken', data, metadata }], 'any');
  } finally {
    await events.close();
  }
}

async function main() {
  const folder = process.argv.slice(2).find((a) => !a.startsWith('-'));
  if (!folder) {
    console.error('Usage: npm run backup -- <folder>   (a new or empty folder; DATA_DIR is read as the server reads it)');
    process.exit(2);
  }
  const config = loadConfig();
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), folder);
  const m = await backup(config, target);
  const bytes = m.files.reduce((n, f) => n + f.bytes, 0);
  console.info(
    `Backed up ${m.log.events} events (log position ${m.log.position}), ${m.keys.subjects} key(s), ${m.files.length} file(s), ${bytes} bytes into ${target}.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
