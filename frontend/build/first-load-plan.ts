import type { OutputAsset, OutputBundle } from 'rollup';
import type { Plugin } from 'vite';
import { initialScripts, routeChunks } from './bundle-graph';

export interface PublicPage {
  /** The route file (`src/routes/market.tsx`): its component's chunks are fetched early. */
  route: string;
  /** The GET answers its loaders ask for without search parameters (`/api/rewards/active`). */
  data: string[];
  /** The page's own viewport meta, where it is not index.html's (the home page's 1280 px layout). */
  viewport?: string;
}

export interface FirstLoadPlan {
  /** GET answers the root route's loader asks for on every page. */
  always: string[];
  pages: Record<string, PublicPage>;
}

/** Where the server finds each page's HTML (backend/http/spa.ts reads it at start). */
export const FIRST_LOAD_MANIFEST = 'first-load/pages.json';

/** Per URL path, the HTML to send: `html` for the bare path, `withSearch` when the URL has a query string. */
export type FirstLoadManifest = Record<string, { html: string; withSearch: string }>;

/** The API client fetches with credentials: 'include', and a fetch preload is used only by a request of the same mode. */
const dataPreload = (href: string) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}">`;
/**
 * Low priority: the entry script and the stylesheet, which the first paint waits for, keep the
 * bandwidth of a slow connection to themselves; the route chunks, needed only once the entry has run,
 * follow (a phone on 4G: some 200 ms of first paint, measured with Lighthouse).
 */
const modulePreload = (href: string) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`;

/** Appended last in <head>: the entry script and the stylesheet keep the first places in the download queue. */
const withLinks = (html: string, links: string[]) =>
  html.replace(/\n\s*<\/head>/, `\n${links.map((l) => `    ${l}\n`).join('')}  </head>`);

function withViewport(html: string, viewport: string | undefined) {
  if (!viewport) return html;
  const tag = /<meta name="viewport" content="[^"]*"/;
  if (!tag.test(html)) throw new Error('first-load-plan: index.html has no viewport meta to replace');
  return html.replace(tag, `<meta name="viewport" content="${viewport}"`);
}

/** `/` → home, `/lider-tablosu` → lider-tablosu, `/etkinlikler/x` → etkinlikler~x: file names, never URLs. */
const fileStem = (path: string) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '~'));

/**
 * Writes each public page's first load into its own copy of index.html, as plain <link> tags the
 * browser's preload scanner sees with the first bytes: the route chunks (modulepreload) and the API
 * answers its loaders will ask for (fetch preloads, which the app's own requests then use), so
 * neither waits for the entry script to run. index.html itself gets the answers every page needs.
 * A URL with a query string gets the page's code only: search parameters change what the loaders
 * ask for (/lider-tablosu?donem=ay). The server picks the copy by path from the manifest.
 */
export function firstLoadPlan(plan: FirstLoadPlan): Plugin {
  return {
    name: 'first-load-plan',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle: OutputBundle) {
      const index = bundle['index.html'] as OutputAsset | undefined;
      if (!index || index.type !== 'asset') return this.error('first-load-plan: index.html is not in the bundle');
      const html = String(index.source);
      const initial = initialScripts(html);
      const always = plan.always.map(dataPreload);
      const manifest: FirstLoadManifest = {};
      for (const [path, page] of Object.entries(plan.pages)) {
        const chunks = routeChunks(bundle, page.route, initial);
        if (!chunks) return this.error(`first-load-plan: no component chunk for ${path} (${page.route})`);
        const code = chunks.map((file) => modulePreload(`/${file}`));
        const base = withViewport(html, page.viewport);
        const stem = `first-load/${fileStem(path)}`;
        this.emitFile({
          type: 'asset',
          fileName: `${stem}.html`,
          source: withLinks(base, [...always, ...page.data.map(dataPreload), ...code]),
        });
        this.emitFile({ type: 'asset', fileName: `${stem}.search.html`, source: withLinks(base, [...always, ...code]) });
        manifest[path] = { html: `/${stem}.html`, withSearch: `/${stem}.search.html` };
      }
      index.source = withLinks(html, always);
      this.emitFile({ type: 'asset', fileName: FIRST_LOAD_MANIFEST, source: JSON.stringify(manifest, null, 2) });
    },
  };
}
