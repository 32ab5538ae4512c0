import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm start` runs this first (prestart): it builds the front end only when `frontend/dist` is missing or
 * older than what it is built from, so an operator's restart, or a supervisor's after a crash, costs only
 * the server's own start instead of a seven-second build.
 */
export const FRONTEND_SOURCES = [
  'frontend/src',
  'frontend/public',
  'frontend/index.html',
  'frontend/vite.config.ts',
  'frontend/tsconfig.json',
  'frontend/package.json',
  'contracts/src', // the front end bundles the contracts
  'package-lock.json', // a dependency changed
];
/** Written by the build itself (from the route files), so never a reason to build again. */
const GENERATED = new Set(['routeTree.gen.ts']);

/** The newest modification time under `p` (a folder's own time changes when a file is added or removed). */
function newest(p: string): number {
  const st = statSync(p, { throwIfNoEntry: false });
  if (!st) return 0;
  if (!st.isDirectory()) return st.mtimeMs;
  let latest = st.mtimeMs;
  for (const entry of readdirSync(p)) if (!GENERATED.has(entry)) latest = Math.max(latest, newest(path.join(p, entry)));
  return latest;
}

/** The build's last write, after every precompressed variant (frontend/build/precompress.ts). */
const BUILD_COMPLETE = 'frontend/dist/.build-complete';

/** Why the front end must be built, or null when `frontend/dist` is complete and newer than every source. */
export function frontendBuildReason(root: string): string | null {
  if (!statSync(path.join(root, 'frontend/dist/index.html'), { throwIfNoEntry: false })) return 'frontend/dist is missing';
  const built = statSync(path.join(root, BUILD_COMPLETE), { throwIfNoEntry: false });
  if (!built) return 'the last build of frontend/dist did not finish';
  const stale = FRONTEND_SOURCES.find((s) => newest(path.join(root, s)) > built.mtimeMs);
  return stale ? `${stale} changed since the last build` : null;
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const reason = frontendBuildReason(root);
  if (!reason) {
    console.info('Front end up to date (frontend/dist is newer than its sources): no build needed.');
    return;
  }
  console.info(`Building the front end: ${reason}.`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  process.exit(build.status ?? 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
