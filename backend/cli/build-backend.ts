import { build } from 'esbuild';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The production server as one JavaScript file: `dist/server.js` (and its source map), bundled by
 * esbuild from `backend/server.ts` with the contracts inside; every npm package stays an import of
 * node_modules (native modules, package files read at run time). Run with `node --enable-source-maps`
 * so a stack trace names the TypeScript file and line. `dist/` sits at the root, beside `frontend/`, so
 * the server finds `frontend/dist` where it does from `backend/`.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BACKEND_OUT = 'dist/server.js';
export const BACKEND_SOURCES = ['backend', 'contracts/src', 'package-lock.json', 'tsconfig.json'];
const SKIP = new Set(['node_modules', 'bench', 'test-support']);

/** The newest source time under `p`, tests and benchmarks left out (they are not in the bundle). */
function newest(p: string): number {
  const st = statSync(p, { throwIfNoEntry: false });
  if (!st) return 0;
  if (!st.isDirectory()) return /\.test\.tsx?$/.test(p) ? 0 : st.mtimeMs;
  let latest = st.mtimeMs;
  for (const entry of readdirSync(p)) if (!SKIP.has(entry)) latest = Math.max(latest, newest(path.join(p, entry)));
  return latest;
}

/** Why the server must be built again, or null when dist/server.js is newer than everything it is built from. */
export function backendBuildReason(at = root): string | null {
  const built = statSync(path.join(at, BACKEND_OUT), { throwIfNoEntry: false });
  if (!built) return `${BACKEND_OUT} is missing`;
  const stale = BACKEND_SOURCES.find((s) => newest(path.join(at, s)) > built.mtimeMs);
  return stale ? `${stale} changed since the last build` : null;
}

export async function buildBackend() {
  const manifests = ['package.json', 'backend/package.json'].map(
    (f) => JSON.parse(readFileSync(path.join(root, f), 'utf8')) as { dependencies?: Record<string, string> },
  );
  // Packages stay in node_modules; only the workspace's own TypeScript (contracts) is bundled.
  const external = manifests.flatMap((m) => Object.keys(m.dependencies ?? {})).filter((d) => !d.startsWith('@app/'));
  await build({
    entryPoints: [path.join(root, 'backend/server.ts')],
    outfile: path.join(root, BACKEND_OUT),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: [...external, 'pino-pretty'],
    logLevel: 'warning',
  });
}

async function main() {
  const ifStale = process.argv.includes('--if-stale');
  const reason = ifStale ? backendBuildReason() : 'asked for';
  if (!reason) return console.info(`Server up to date (${BACKEND_OUT} is newer than its sources): no build needed.`);
  const started = performance.now();
  await buildBackend();
  console.info(`Built ${BACKEND_OUT} (${reason}) in ${Math.round(performance.now() - started)} ms.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
