import type { Plugin } from 'vite';
import { initialScripts, routeChunks } from './bundle-graph';

/** Where index.html wants the plan: right before pre-paint.js, which reads it. */
const MARKER = '<!-- first-load-plan';

export interface PublicPage {
  /** The route file (`src/routes/market.tsx`): its component's chunks are fetched early. */
  route: string;
  /** The GET answers its loaders ask for without search parameters (`/api/rewards/active`). */
  data: string[];
}

export interface FirstLoadPlan {
  /** GET answers the root route's loader asks for on every page. */
  always: string[];
  pages: Record<string, PublicPage>;
}

/**
 * Writes the first-load plan into index.html as a JSON block, in place of the `<!-- first-load-plan -->`
 * comment: for each public page, its route chunks and the API answers its loaders will ask for.
 * public/pre-paint.js, which runs next, starts them while the entry script is still downloading,
 * instead of one round trip after it has run.
 */
export function firstLoadPlan(plan: FirstLoadPlan): Plugin {
  return {
    name: 'first-load-plan',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const initial = initialScripts(html);
        const pages: Record<string, { modules: string[]; data: string[] }> = {};
        for (const [path, page] of Object.entries(plan.pages)) {
          const chunks = routeChunks(ctx.bundle, page.route, initial);
          if (!chunks) throw new Error(`first-load-plan: no component chunk for ${path} (${page.route})`);
          pages[path] = { modules: chunks.map((file) => `/${file}`), data: page.data };
        }
        const json = JSON.stringify({ always: plan.always, pages }).replaceAll('<', '\\u003c');
        if (!html.includes(MARKER)) throw new Error(`first-load-plan: index.html has no ${MARKER} comment before pre-paint.js`);
        return html.replace(/<!-- first-load-plan\b.*?-->/, `<script type="application/json" id="first-load">${json}</script>`);
      },
    },
  };
}
