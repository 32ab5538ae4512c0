import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../env.js';
import { KEYS_FILE } from '../infrastructure.js';
import { EVENTS_FILE, FORMAT, filesUnder, isEmptyOrAbsent, logExtent, MANIFEST, type Manifest, sha256Of } from './backup-set.js';

/** A set that cannot be restored as it is: the operator is told which file and why. */
export class RefusedRestore extends Error {}

function readManifest(folder: string): Manifest {
  const file = path.join(folder, MANIFEST);
  if (!existsSync(file)) throw new RefusedRestore(`No ${MANIFEST} in ${folder}: not a backup set (npm run backup writes one).`);
  let m: Manifest;
  try {
    m = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    throw new RefusedRestore(`${MANIFEST} in ${folder} is not valid JSON.`);
  }
  if (m.format !== FORMAT || m.formatVersion !== 1 || !Array.isArray(m.files))
    throw new RefusedRestore(`${MANIFEST} is not a backup manifest this version reads.`);
  return m;
}

/** Every file the manifest names is there with its size and SHA-256, nothing else is, and the log is the one it describes. */
export async function checkSet(folder: string): Promise<Manifest> {
  const m = readManifest(folder);
  const named = new Set(m.files.map((f) => f.path));
  for (const required of [EVENTS_FILE, KEYS_FILE])
    if (!named.has(required)) throw new RefusedRestore(`The manifest names no ${required}: a partial set.`);
  for (const f of m.files) {
    const full = path.join(folder, f.path);
    if (path.relative(folder, full).startsWith('..'))
      throw new RefusedRestore(`The manifest names a file outside the set: ${f.path}`);
    if (!existsSync(full)) throw new RefusedRestore(`${f.path} is missing: a partial set is not restored.`);
    if ((await sha256Of(full)) !== f.sha256)
      throw new RefusedRestore(`${f.path} does not match the manifest (SHA-256): the set was changed or mixed with another.`);
  }
  const extra = filesUnder(folder).filter((f) => f !== MANIFEST && !named.has(f));
  if (extra.length)
    throw new RefusedRestore(
      `Files the manifest does not name: ${extra.slice(0, 5).join(', ')}: the set was mixed with another.`,
    );
  const log = logExtent(path.join(folder, EVENTS_FILE));
  if (log.position !== m.log.position || log.events !== m.log.events) {
    throw new RefusedRestore(
      `The log holds ${log.events} events up to ${log.position}, the manifest says ${m.log.events} up to ${m.log.position}.`,
    );
  }
  return m;
}

/**
 * `npm run restore -- <folder> [--to <data dir>]`: checks the set, then copies it into an empty (or new)
 * data folder, DATA_DIR by default. The read models are rebuilt from the log at the first start there.
 */
export async function restore(folder: string, target: string): Promise<Manifest> {
  if (!isEmptyOrAbsent(target)) throw new RefusedRestore(`${target} is not empty: restore into a new or empty data folder.`);
  const m = await checkSet(folder);
  mkdirSync(target, { recursive: true });
  for (const f of m.files) {
    const to = path.join(target, f.path);
    mkdirSync(path.dirname(to), { recursive: true });
    copyFileSync(path.join(folder, f.path), to);
  }
  return m;
}

function parseArgs(args: string[]) {
  const to = args.indexOf('--to');
  const target = to >= 0 ? args[to + 1] : undefined;
  const rest = to >= 0 ? [...args.slice(0, to), ...args.slice(to + 2)] : args;
  const folder = rest.find((a) => !a.startsWith('-'));
  return { folder, target };
}

async function main() {
  const { folder, target } = parseArgs(process.argv.slice(2));
  if (!folder) {
    console.error('Usage: npm run restore -- <backup folder> [--to <data dir>]   (DATA_DIR by default; it must be new or empty)');
    process.exit(2);
  }
  const base = process.env.INIT_CWD ?? process.cwd();
  const into = target ? path.resolve(base, target) : loadConfig().dataDir;
  const m = await restore(path.resolve(base, folder), into);
  console.info(
    `Restored ${m.log.events} events (log position ${m.log.position}) and ${m.files.length} file(s) into ${into}. The read models are rebuilt from the log at the first start.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
