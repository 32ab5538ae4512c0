import { ENTITY_ID } from '@app/contracts';
import type { Context } from 'hono';
import { notFound } from '../core/errors.js';

/**
 * The id a path names (`:id`, or the param given), checked the one way every route checks it: with the
 * contract's `ENTITY_ID`. Ids are made by the server, so anything else cannot name a record and is
 * answered as a missing one would be (404 with the entity's Turkish text); it never reaches a stream name.
 * Called in the handler where the id is needed, so the checks before it (login, role, body) answer first.
 */
export function pathId(c: Context, notFoundMessage: string, param = 'id'): string {
  const id = c.req.param(param) ?? '';
  if (!ENTITY_ID.test(id)) throw notFound(notFoundMessage);
  return id;
}
