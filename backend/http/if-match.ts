import type { Context } from 'hono';
import type { CommandContext } from '../core/decider.js';
import type { Deps } from '../core/deps.js';
import type { AppEnv } from './app-env.js';
import { commandContext } from './session.js';

/** What a malformed If-Match expects: a revision no stream has, so the edit is refused as stale. */
const NO_REVISION = -2;

/**
 * The stream revision an edit's `If-Match` names (`"5"`, or weak `W/"5"`), undefined without one or
 * with `*` (any revision: the edit behaves as without the header). Anything else cannot match a
 * revision, and the edit gets 412 as a stale one would: it is never applied unchecked.
 */
export function ifMatchRevision(c: Context): number | undefined {
  const header = c.req.header('if-match')?.trim();
  if (header === undefined || header === '' || header === '*') return undefined;
  const m = /^(?:W\/)?"(-1|\d{1,15})"$/.exec(header);
  return m ? Number(m[1]) : NO_REVISION;
}

/**
 * The command context of a staff edit: who and when, plus the revision the editor saw (If-Match), which
 * `handleCommand` holds the append to. Only for a route whose one command writes the record's own stream.
 */
export const editContext = (c: Context<AppEnv>, deps: Deps): CommandContext => ({
  ...commandContext(c, deps),
  expectedRevision: ifMatchRevision(c),
});

/** A single record's answer names the revision it shows: the editor sends it back as If-Match. */
export function setETag(c: Context, record: unknown) {
  const revision = (record as { revision?: unknown } | null | undefined)?.revision;
  if (typeof revision === 'number') c.header('ETag', `"${revision}"`);
}
