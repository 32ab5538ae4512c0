import { Hono } from 'hono';
import type { z } from 'zod';
import type { Deps } from '../../core/deps.js';
import type { AppEnv } from '../../http/app-env.js';
import { readyAnswer } from '../../http/ready-answer.js';
import { requireStaff } from '../../http/session.js';
import { notFound } from '../../core/errors.js';
import { setETag } from '../../http/if-match.js';
import { pathId } from '../../http/path-id.js';
import { type CatalogProjection, findItem, listItems } from './catalog.projection.js';

export interface CatalogQueryOptions {
  /** What visitors may see right now: by default the active items; cards add their visibility window at `now`. */
  publicFilter?: (now: Date) => Record<string, unknown>;
  /** The next instant after `now` at which the public list changes by the clock alone (cards' windows). */
  nextChange?: (deps: Deps, now: Date) => Promise<number | undefined>;
  /** The public answer's shape: parsing strips every field a visitor has no business seeing. */
  publicSchema: z.ZodType;
  adminSchema: z.ZodType;
  /** The item's 404 text (GET /:id). */
  notFoundMessage: string;
}

const activeOnly = () => ({ status: 'active' });

/**
 * GET / (public list, a ready answer: parsed and serialised once per change), GET /all (staff
 * list, made per request) and GET /:id (one item for staff, with its revision as ETag: what its edit
 * dialog reloads) of a content slice, read from the read model `projection` keeps; the
 * public list is served at `/api/<its name>` (see ReadyAnswerSource.path).
 */
export function catalogQueryRoutes(deps: Deps, projection: CatalogProjection, o: CatalogQueryOptions) {
  const { collection } = projection;
  const publicFilter = o.publicFilter ?? activeOnly;
  const publicList = readyAnswer(deps, {
    path: `/api/${projection.name}`,
    projections: [projection.name],
    async build(now) {
      const [items, until] = await Promise.all([listItems(deps.read, collection, publicFilter(now)), o.nextChange?.(deps, now)]);
      return { value: items.map((i) => o.publicSchema.parse(i)), until };
    },
  });
  return new Hono<AppEnv>()
    .get('/', (c) => publicList(c))
    .get('/all', requireStaff, async (c) => {
      const items = await listItems(deps.read, collection);
      return c.json(items.map((i) => o.adminSchema.parse(i)));
    })
    .get('/:id', requireStaff, async (c) => {
      const item = await findItem(deps.read, collection, pathId(c, o.notFoundMessage));
      if (!item) throw notFound(o.notFoundMessage);
      setETag(c, item);
      return c.json(o.adminSchema.parse(item));
    });
}
