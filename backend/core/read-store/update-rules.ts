import type { Update } from './read-store.js';

/**
 * What MongoDB checks before it applies an update, so that the embedded store refuses what the server
 * refuses and stores what the driver sends: a projection that passes the local tests then also runs in
 * production.
 */

/** MongoDB's error for an update that touches one path twice (server code 40, ConflictingUpdateOperators). */
export class ConflictingUpdateError extends Error {
  readonly code = 40;
  readonly codeName = 'ConflictingUpdateOperators';
  constructor(path: string, conflict: string) {
    super(`Updating the path '${path}' would create a conflict at '${conflict}'`);
    this.name = 'ConflictingUpdateError';
  }
}

export const isConflictingUpdateError = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 40;

/** `a` and `a.b` overlap, `a` and `ab` do not; the shorter one is where the conflict is. */
function overlap(a: string, b: string): string | null {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length === short.length) return long === short ? short : null;
  return long.charCodeAt(short.length) === DOT && long.startsWith(short) ? short : null;
}

const DOT = 46; // '.'

/**
 * Throws ConflictingUpdateError when two operators (or one operator twice, through `a` and `a.b`) name
 * overlapping paths. MongoDB checks this when it parses the update, so `$setOnInsert` counts even when
 * the update matches a document. Every projection write passes here, so the common update (no dotted
 * path) is checked in one pass: without a dot two paths overlap only when they are equal, which only
 * two operators can produce. The first path that overlaps an earlier one is named, whichever way.
 */
export function checkUpdatePaths(update: Update): void {
  let dotted = false;
  let operators = 0;
  for (const op in update) {
    const fields = update[op as keyof Update];
    if (!fields) continue;
    operators += 1;
    if (!dotted) for (const path in fields) if (path.includes('.')) dotted = true;
  }
  if (dotted) checkPairs(update);
  else if (operators > 1) checkRepeats(update);
}

/** Any two paths may overlap: each is held against every earlier one. */
function checkPairs(update: Update): void {
  const seen: string[] = [];
  for (const op in update) {
    const fields = update[op as keyof Update];
    if (!fields) continue;
    for (const path in fields) {
      for (const other of seen) {
        const at = overlap(path, other);
        if (at !== null) throw new ConflictingUpdateError(path, at);
      }
      seen.push(path);
    }
  }
}

/** No path has a dot: only the same path under two operators conflicts. */
function checkRepeats(update: Update): void {
  const seen = new Set<string>();
  for (const op in update) {
    const fields = update[op as keyof Update];
    if (!fields) continue;
    for (const path in fields) {
      if (seen.has(path)) throw new ConflictingUpdateError(path, path);
      seen.add(path);
    }
  }
}

function hasUndefined(value: unknown): boolean {
  if (value === undefined) return true;
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(hasUndefined);
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  for (const k in value) if (hasUndefined((value as Record<string, unknown>)[k])) return true;
  return false;
}

/** A copy with every undefined (also nested) as null, as the driver serialises it (ignoreUndefined: false). */
export function undefinedAsNull<T>(value: T): T {
  if (value === undefined) return null as T;
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(undefinedAsNull) as T;
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const out: Record<string, unknown> = {};
  for (const k in value) out[k] = undefinedAsNull((value as Record<string, unknown>)[k]);
  return out as T;
}

/** Operators whose values are stored (an undefined in `$pull` or `$unset` stores nothing). */
const STORING = ['$set', '$setOnInsert', '$push', '$max'] as const;

/** The update as MongoDB receives it from the driver: checked, undefined values as null. The same object when nothing changes. */
export function asServerUpdate(update: Update): Update {
  checkUpdatePaths(update);
  let out = update;
  for (const op of STORING) {
    const fields = update[op];
    if (fields && hasUndefined(fields)) out = { ...out, [op]: undefinedAsNull(fields) };
  }
  return out;
}

/** A document as MongoDB stores it from the driver: undefined fields as null. The same object when it has none. */
export const asServerDocument = <T>(doc: T): T => (hasUndefined(doc) ? undefinedAsNull(doc) : doc);
