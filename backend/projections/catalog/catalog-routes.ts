import { Hono } from 'hono';
import type { z } from 'zod';
import type { Deps } from '../../core/deps.js';
import type { AppEnv } from '../../http/app-env.js';
import { readyAnswer } from '../../http/ready-answer.js';
import { requireStaff } from '../../http/session.js';

export interface CatalogQueryOptions {
  /** Where the public list is served (`/api/cards`): see ReadyAnswerSource.path. */
  publicPath: string;
  /** The projection that keeps the slice's read model: the public list is made again when it changes. */
  projection: string;
  /** What visitors may see right now (status, and for cards the visibility window at `now`). */
  publicItems: (deps: Deps, now: Date) => Promise<Record<string, unknown>[]>;
  /** The next instant after `now` at which the public list changes by the clock alone (cards' windows). */
  nextChange?: (deps: Deps, now: Date) => Promise<number | undefined>;
  allItems: (deps: Deps) => Promise<Record<string, unknown>[]>;
  /** The public answer's shape: parsing strips every field a visitor has no business seeing. */
  publicSchema: z.ZodType;
  adminSchema: z.ZodType;
}

/**
 * GET / (public list, a ready answer: parsed and serialised once per change) and GET /all (staff
 * list, made per request) of a content slice, read from its read model.
 */
export function catalogQueryRoutes(deps: Deps, o: CatalogQueryOptions) {
  const publicList = readyAnswer(deps, {
    path: o.publicPath,
    projections: [o.projection],
    async build(now) {
      const [items, until] = await Promise.all([o.publicItems(deps, now), o.nextChange?.(deps, now)]);
      return { value: items.map((i) => o.publicSchema.parse(i)), until };
    },
  });
  return new Hono<AppEnv>()
    .get('/', (c) => publicList(c))
    .get('/all', requireStaff, async (c) => {
      const items = await o.allItems(deps);
      return c.json(items.map((i) => o.adminSchema.parse(i)));
    });
}
