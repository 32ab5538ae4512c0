import { gzipSync } from 'node:zlib';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

export interface InitialJsBudget {
  /** Most gzipped bytes of JavaScript the first page may load (index.html's script and modulepreload tags). */
  maxBytes: number;
  /** Packages that must load when first needed, never with the first page. */
  deferred: string[];
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

/**
 * Prints the first page's JavaScript (gzipped, as it travels) and fails the build above the budget,
 * or when a package meant to load later (zod, the socket client, ...) has slipped into it.
 */
export function initialJsBudget(budget: InitialJsBudget): Plugin {
  return {
    name: 'initial-js-budget',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle: OutputBundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return this.error('initial-js-budget: index.html is not in the bundle');
      const rows: [string, number][] = [];
      const leaked = new Set<string>();
      for (const file of initialScripts(String(html.source))) {
        const chunk = bundle[file] as OutputChunk | undefined;
        if (!chunk || chunk.type !== 'chunk') return this.error(`initial-js-budget: ${file} is not a chunk of this build`);
        rows.push([file, gzipSync(chunk.code, { level: 9 }).length]);
        for (const id of chunk.moduleIds) {
          const pkg = packageOf(id);
          if (pkg && budget.deferred.includes(pkg)) leaked.add(pkg);
        }
      }
      const total = rows.reduce((sum, [, bytes]) => sum + bytes, 0);
      const lines = rows.sort((a, b) => b[1] - a[1]).map(([file, bytes]) => `  ${kb(bytes).padStart(9)}  ${file}`);
      this.info(['Initial JS for / (gzipped):', ...lines, `  ${kb(total).padStart(9)}  total, budget ${kb(budget.maxBytes)}`].join('\n'));
      if (leaked.size) this.error(`initial-js-budget: ${[...leaked].join(', ')} must load when first needed, not with the first page`);
      if (total > budget.maxBytes) this.error(`initial-js-budget: ${kb(total)} of initial JS is over the ${kb(budget.maxBytes)} budget`);
    },
  };
}
