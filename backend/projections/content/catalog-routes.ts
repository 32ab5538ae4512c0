import { Hono } from 'hono';
import type { z } from 'zod';
import type { Deps } from '../../core/deps.js';
import type { AppEnv } from '../../http/env.js';
import { requireStaff } from '../../http/session.js';

export interface CatalogQueryOptions {
  /** What visitors may see right now (status, and for cards the visibility window at `now`). */
  publicItems: (deps: Deps, now: Date) => Promise<Record<string, unknown>[]>;
  allItems: (deps: Deps) => Promise<Record<string, unknown>[]>;
  /** The public answer's shape: parsing strips every field a visitor has no business seeing. */
  publicSchema: z.ZodType;
  adminSchema: z.ZodType;
}

/** GET / (public list) and GET /all (staff list) of a content slice, read from its read model. */
export const catalogQueryRoutes = (deps: Deps, o: CatalogQueryOptions) =>
  new Hono<AppEnv>()
    .get('/', async (c) => {
      const items = await o.publicItems(deps, deps.clock());
      return c.json(items.map((i) => o.publicSchema.parse(i)));
    })
    .get('/all', requireStaff, async (c) => {
      const items = await o.allItems(deps);
      return c.json(items.map((i) => o.adminSchema.parse(i)));
    });
