import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { KEYS_FILE } from '../infrastructure.js';

/**
 * A backup set of the embedded data: `events.db` and `keys.db` (copied with SQLite's online backup,
 * the log first, so the key store is never older than the log it covers), `uploads/`, the secrets files,
 * and `manifest.json`, which names every file with its size and SHA-256, the log's position and event
 * count, and the version that wrote it. The read models are not in it: they may be ahead of the copied
 * log, and the first start on a restored folder rebuilds them from it.
 */
export const MANIFEST = 'manifest.json';
export const EVENTS_FILE = 'events.db';
export const FORMAT = 'guvenilir-siteler-backup';
/** Secrets kept in DATA_DIR when not set by the environment (VAPID keys join them once they exist). */
export const SECRET_FILES = ['session-secret', 'draw-secret', 'vapid-keys.json'];
export const READ_MODELS_NOTE =
  'read-models.db is not in this set: the read models may be ahead of the copied log. The first start on the restored folder rebuilds them from the log.';

export interface ManifestFile {
  path: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  formatVersion: 1;
  version: { app: string; commit: string | null };
  createdAt: string;
  log: { file: typeof EVENTS_FILE; position: number; events: number };
  keys: { file: typeof KEYS_FILE; subjects: number };
  readModels: string;
  secrets: string[];
  files: ManifestFile[];
}

export const sha256Of = (file: string) =>
  new Promise<string>((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });

/** Every file under `dir`, as paths relative to it with forward slashes. */
export function filesUnder(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return filesUnder(full, base);
    return e.isFile() ? [path.relative(base, full).split(path.sep).join('/')] : [];
  });
}

export async function describeFile(root: string, rel: string): Promise<ManifestFile> {
  const full = path.join(root, rel);
  return { path: rel, bytes: statSync(full).size, sha256: await sha256Of(full) };
}

/** The log's last position and event count, read from an events.db file. */
export function logExtent(file: string) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare<[], { position: number | null; events: number }>(
        'SELECT MAX(position) AS position, COUNT(*) AS events FROM events',
      )
      .get()!;
    return { position: row.position ?? -1, events: row.events };
  } finally {
    db.close();
  }
}

export function keySubjects(file: string) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare<[], number>('SELECT COUNT(*) FROM subjects').pluck().get()!;
  } finally {
    db.close();
  }
}

/** A target folder a set may be written or restored into: absent, or empty. */
export function isEmptyOrAbsent(dir: string) {
  return !existsSync(dir) || (statSync(dir).isDirectory() && readdirSync(dir).length === 0);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export function appVersion(): Manifest['version'] {
  const app = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version?: string }).version ?? '0.0.0';
  return { app, commit: process.env.BUILD_COMMIT ?? gitCommit() };
}

function gitCommit(): string | null {
  try {
    const head = readFileSync(path.join(root, '.git'), 'utf8').trim();
    const gitDir = head.startsWith('gitdir:') ? path.resolve(root, head.slice(7).trim()) : path.join(root, '.git');
    const ref = readFileSync(path.join(gitDir, 'HEAD'), 'utf8').trim();
    if (!ref.startsWith('ref:')) return ref;
    const name = ref.slice(4).trim();
    const common = existsSync(path.join(gitDir, 'commondir'))
      ? path.resolve(gitDir, readFileSync(path.join(gitDir, 'commondir'), 'utf8').trim())
      : gitDir;
    for (const dir of [gitDir, common])
      if (existsSync(path.join(dir, name))) return readFileSync(path.join(dir, name), 'utf8').trim();
    return null;
  } catch {
    return null;
  }
}
