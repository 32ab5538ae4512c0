import { gzipSync } from 'node:zlib';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

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

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The JS files index.html loads by itself: its module script and its modulepreload links. */
export function initialScripts(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const files: string[] = [];
  for (const tag of tags) {
    const isScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isScript || isPreload) && url) files.push(url.replace(/^\//, ''));
  }
  return files;
}

const packageOf = (id: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id.replaceAll('\\', '/'))?.[1];

/** A chunk and every chunk it imports statically: what must arrive before its code can run. */
function staticClosure(bundle: OutputBundle, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const chunk = bundle[file];
  if (chunk?.type === 'chunk') for (const dep of chunk.imports) staticClosure(bundle, dep, seen);
  return seen;
}

/** The chunk the router plugin split a route file's component into. */
const componentChunkOf = (bundle: OutputBundle, routeFile: string) =>
  Object.values(bundle).find(
    (c): c is OutputChunk => c.type === 'chunk' && !!c.facadeModuleId?.replaceAll('\\', '/').endsWith(`${routeFile}?tsr-split=component`),
  );

/**
 * Prints the first page's JavaScript (gzipped, as it travels) and fails the build above the budget,
 * or when a package meant to load later (zod, the socket client, ...) has slipped into it or into a
 * public page's own chunks.
 */
export function initialJsBudget(budget: InitialJsBudget): Plugin {
  return {
    name: 'initial-js-budget',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle: OutputBundle) {
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
        const chunk = componentChunkOf(bundle, routeFile);
        if (!chunk) {
          problems.push(`no component chunk for ${page} (${routeFile})`);
          continue;
        }
        const own = [...staticClosure(bundle, chunk.fileName)].filter((file) => !initial.includes(file));
        const bytes = own.reduce((sum, file) => sum + sizeOf(file), 0);
        lines.push(`  ${kb(bytes).padStart(9)}  more for ${page} (its route chunks), ${kb(total + bytes)} in all`);
        const leaked = leaks(own, budget.deferredFromPages ?? []);
        if (leaked.length) problems.push(`${leaked.join(', ')} must not be a static part of ${page}'s chunks`);
      }
      this.info(['Initial JS for / (gzipped, from index.html):', ...lines].join('\n'));
      if (total > budget.maxBytes) problems.push(`${kb(total)} of initial JS is over the ${kb(budget.maxBytes)} budget`);
      if (problems.length) this.error(`initial-js-budget: ${problems.join('; ')}`);
    },
  };
}
