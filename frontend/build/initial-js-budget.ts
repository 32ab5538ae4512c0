import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import { initialScripts, routeChunks } from './bundle-graph';

export interface InitialJsBudget {
  /** Most gzipped bytes of JavaScript the first page may load (index.html's script and modulepreload tags). */
  maxBytes: number;
  /** Packages that must load when first needed, never with the first page. */
  deferred: string[];
  /**
   * Public pages and their route files (`src/routes/market.tsx`): the build prints what each page's own
   * chunks add to its first load, and fails when one of `deferredFromPages` is statically part of them.
   */
  pages?: Record<string, string>;
  /** Packages no public page may need before it shows (they load on a click, at idle, with a form). */
  deferredFromPages?: string[];
}

/** The figures as the build measured them, beside the build (dotted: the server never serves it). */
export const INITIAL_JS_RECORD = '.initial-js.json';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const packageOf = (id: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id.replaceAll('\\', '/'))?.[1];

/**
 * Prints the first page's JavaScript (gzipped, as it travels) and fails the build above the budget,
 * or when a package meant to load later (zod, the socket client, ...) has slipped into it or into a
 * public page's own chunks. Measured once the bundle is written, on the very bytes of the files:
 * Vite's own generateBundle adds to the entry after other plugins' (the preload list of every lazy
 * route's chunks, `__vite__mapDeps`, some 2.5 KB gzipped), so a figure taken there runs short.
 */
export function initialJsBudget(budget: InitialJsBudget): Plugin {
  return {
    name: 'initial-js-budget',
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle: OutputBundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return this.error('initial-js-budget: index.html is not in the bundle');
      const sizes = new Map<string, number>();
      const sizeOf = (file: string) => {
        const chunk = bundle[file] as OutputChunk;
        if (!sizes.has(file)) sizes.set(file, gzipSync(chunk.code, { level: 9 }).length);
        return sizes.get(file)!;
      };
      const leaks = (files: Iterable<string>, packages: string[]) => {
        const leaked = new Set<string>();
        for (const file of files)
          for (const id of (bundle[file] as OutputChunk).moduleIds) {
            const pkg = packageOf(id);
            if (pkg && packages.includes(pkg)) leaked.add(pkg);
          }
        return [...leaked];
      };

      const initial = initialScripts(String(html.source));
      for (const file of initial)
        if (bundle[file]?.type !== 'chunk') return this.error(`initial-js-budget: ${file} is not a chunk of this build`);
      const total = initial.reduce((sum, file) => sum + sizeOf(file), 0);
      const lines = initial.map((file) => `  ${kb(sizeOf(file)).padStart(9)}  ${file}`);
      lines.push(`  ${kb(total).padStart(9)}  total, budget ${kb(budget.maxBytes)}`);

      const problems: string[] = [];
      const leakedInitial = leaks(initial, budget.deferred);
      if (leakedInitial.length) problems.push(`${leakedInitial.join(', ')} must load when first needed, not with the first page`);
      for (const [page, routeFile] of Object.entries(budget.pages ?? {})) {
        const own = routeChunks(bundle, routeFile, initial);
        if (!own) {
          problems.push(`no component chunk for ${page} (${routeFile})`);
          continue;
        }
        const bytes = own.reduce((sum, file) => sum + sizeOf(file), 0);
        lines.push(`  ${kb(bytes).padStart(9)}  more for ${page} (its route chunks), ${kb(total + bytes)} in all`);
        const leaked = leaks(own, budget.deferredFromPages ?? []);
        if (leaked.length) problems.push(`${leaked.join(', ')} must not be a static part of ${page}'s chunks`);
      }
      this.info(['Initial JS for / (gzipped, from index.html):', ...lines].join('\n'));
      if (options.dir) {
        const record = {
          total,
          maxBytes: budget.maxBytes,
          files: Object.fromEntries(initial.map((file) => [file, sizeOf(file)])),
        };
        writeFileSync(path.join(options.dir, INITIAL_JS_RECORD), JSON.stringify(record, null, 2));
      }
      if (total > budget.maxBytes) problems.push(`${kb(total)} of initial JS is over the ${kb(budget.maxBytes)} budget`);
      if (problems.length) this.error(`initial-js-budget: ${problems.join('; ')}`);
    },
  };
}
