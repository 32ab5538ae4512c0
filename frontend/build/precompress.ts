import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Written once every variant is: the build finished (read by backend/cli/build-frontend-if-stale.ts). */
export const BUILD_COMPLETE = '.build-complete';

/** Text the server sends as is; images and fonts are compressed already. */
const TEXT = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest|xml)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, at the strongest levels,
 * once here instead of on every request. The server picks one by the request's Accept-Encoding.
 * A variant that would not be smaller is not written (the server then sends the file as is).
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle(error?: Error) {
      if (error) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      for await (const file of files(outDir)) {
        if (!TEXT.test(file)) continue;
        const raw = await readFile(file);
        const br = brotliCompressSync(raw, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        });
        const gz = gzipSync(raw, { level: 9 });
        if (br.length < raw.length) await writeFile(`${file}.br`, br);
        if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
      }
      // Last: a build cut short (Ctrl-C, a closed pipe) leaves dist without it, and `npm start` builds again
      // (backend/cli/build-frontend-if-stale.ts) instead of serving assets with half their variants.
      await writeFile(path.join(outDir, BUILD_COMPLETE), new Date().toISOString());
    },
  };
}
