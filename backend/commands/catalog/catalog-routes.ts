import { Hono } from 'hono';
import type { ZodType } from 'zod';
import { storeInlineImage } from '../../core/blob-store/images.js';
import { handleCommand } from '../../core/command-handler.js';
import type { Decider, DomainEvent } from '../../core/decider.js';
import type { Deps } from '../../core/deps.js';
import type { ReadStore } from '../../core/read-store/read-store.js';
import type { AppEnv } from '../../http/app-env.js';
import { afterProjections } from '../../http/after-projections.js';
import { editContext, setETag } from '../../http/if-match.js';
import { pathId } from '../../http/path-id.js';
import { commandContext, requireStaff } from '../../http/session.js';
import { validate } from '../../http/validate.js';
import type { CatalogCommand, CatalogFields } from './catalog.js';

/** The read lookup a catalog router answers with (read-your-writes); the slice's projection provides it. */
export interface CatalogReads {
  find: (read: ReadStore, id: string) => Promise<unknown>;
}

export interface CatalogRoutesOptions<F extends CatalogFields, E extends DomainEvent, S> {
  /** Stream category: items live on `<category>-<id>`. */
  category: string;
  decider: Decider<CatalogCommand<F>, E, S>;
  createSchema: ZodType<F>;
  updateSchema: ZodType<Partial<F>>;
  /** Fields that may carry an inline data: image, stored as a blob before the event is written. */
  imageFields: readonly (keyof F & string)[];
  /** The staff view of one item from the read model, for the answer. */
  find: (read: ReadStore, id: string) => Promise<unknown>;
  notFoundMessage: string;
}

async function storeImages<T extends Record<string, unknown>>(deps: Deps, value: T, fields: readonly string[]): Promise<T> {
  const out: Record<string, unknown> = { ...value };
  for (const f of fields) if (typeof out[f] === 'string') out[f] = await storeInlineImage(deps.blobs, out[f]);
  return out as T;
}

/**
 * Staff routes of a content slice: POST / creates, PATCH /:id edits any subset of the fields
 * (a status-only body is the list's toggle), DELETE /:id removes. Each answers after the read
 * model shows the change, so the refetch that follows sees it.
 */
export function catalogCommandRoutes<F extends CatalogFields, E extends DomainEvent, S>(
  deps: Deps,
  o: CatalogRoutesOptions<F, E, S>,
) {
  const streamOf = (id: string) => `${o.category}-${id}`;

  // Edits and deletes are held to the revision the editor saw when they name one (If-Match).
  const run = (id: string, command: CatalogCommand<F>, c: Parameters<typeof commandContext>[0]) =>
    handleCommand(
      deps.events,
      streamOf(id),
      o.decider,
      command,
      command.type === 'Create' ? commandContext(c, deps) : editContext(c, deps),
    );

  // The schemas are generic here, so Hono cannot infer `valid('json')`'s type; the validator ran first.
  return new Hono<AppEnv>()
    .post('/', requireStaff, validate('json', o.createSchema), async (c) => {
      const fields = await storeImages(deps, c.req.valid('json' as never) as F, o.imageFields);
      const id = deps.newId();
      const r = await run(id, { type: 'Create', id, fields }, c);
      return c.json(await afterProjections(deps, r.position, () => o.find(deps.read, id)), 201);
    })
    .patch('/:id', requireStaff, validate('json', o.updateSchema), async (c) => {
      const id = pathId(c, o.notFoundMessage);
      const changes = await storeImages(deps, c.req.valid('json' as never) as Partial<F>, o.imageFields);
      const r = await run(id, { type: 'Update', changes }, c);
      const item = await afterProjections(deps, r.position, () => o.find(deps.read, id), o.notFoundMessage);
      setETag(c, item);
      return c.json(item);
    })
    .delete('/:id', requireStaff, async (c) => {
      const id = pathId(c, o.notFoundMessage);
      const r = await run(id, { type: 'Delete' }, c);
      await deps.runner.waitFor(r.position);
      return c.json({ id });
    });
}
