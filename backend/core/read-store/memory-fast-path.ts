/**
 * Fast paths for the embedded read store. mingo costs 30-100 µs per call (measured: a one-field $inc
 * took ~100 µs, a small filter ~30 µs), which made replaying a large log at start take minutes. The
 * shapes projections use most — equality / range / $exists / $in filters and $set / $inc / $unset
 * updates on plain or dotted paths — are handled here in a few µs; anything else returns `undefined`
 * and goes to mingo. The read store contract suite runs against both paths.
 */
type Obj = Record<string, unknown>;

const isPlainObject = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date);
const isScalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/** Thrown when a filter meets an array: MongoDB's array semantics are left to mingo. */
export class NeedsMingo extends Error {}

function getPath(doc: Obj, path: string): unknown {
  let cur: unknown = doc;
  for (const key of path.split('.')) {
    if (Array.isArray(cur)) throw new NeedsMingo();
    if (!isPlainObject(cur)) return undefined;
    cur = cur[key];
  }
  if (Array.isArray(cur)) throw new NeedsMingo();
  return cur;
}

type Test = (doc: Obj) => boolean;

/** Compiles a filter to a predicate, or undefined when it uses something only mingo knows. */
export function compileFilter(filter: Obj): Test | undefined {
  const tests: Test[] = [];
  for (const [key, cond] of Object.entries(filter)) {
    if (key === '$or' || key === '$and') {
      if (!Array.isArray(cond)) return undefined;
      const parts = cond.map((c) => (isPlainObject(c) ? compileFilter(c) : undefined));
      if (parts.some((p) => !p)) return undefined;
      const ps = parts as Test[];
      tests.push(key === '$or' ? (d) => ps.some((p) => p(d)) : (d) => ps.every((p) => p(d)));
    } else if (key.startsWith('$')) return undefined;
    else if (isScalar(cond)) tests.push((d) => getPath(d, key) === cond);
    else if (isPlainObject(cond)) {
      const t = compileField(key, cond);
      if (!t) return undefined;
      tests.push(t);
    } else return undefined;
  }
  return (d) => tests.every((t) => t(d));
}

function compileField(path: string, ops: Obj): Test | undefined {
  const tests: Test[] = [];
  for (const [op, arg] of Object.entries(ops)) {
    const v = (d: Obj) => getPath(d, path);
    if (op === '$exists' && typeof arg === 'boolean') tests.push((d) => (v(d) !== undefined) === arg);
    else if (op === '$in' && Array.isArray(arg) && arg.every(isScalar)) tests.push((d) => arg.includes(v(d)));
    else if (!isScalar(arg) || arg === null) return undefined;
    else if (op === '$eq') tests.push((d) => v(d) === arg);
    else if (op === '$ne') tests.push((d) => v(d) !== arg);
    else if (['$lt', '$lte', '$gt', '$gte'].includes(op)) {
      const cmp = (x: unknown) => typeof x === typeof arg && x !== null;
      if (op === '$lt') tests.push((d) => cmp(v(d)) && (v(d) as number) < (arg as number));
      if (op === '$lte') tests.push((d) => cmp(v(d)) && (v(d) as number) <= (arg as number));
      if (op === '$gt') tests.push((d) => cmp(v(d)) && (v(d) as number) > (arg as number));
      if (op === '$gte') tests.push((d) => cmp(v(d)) && (v(d) as number) >= (arg as number));
    } else return undefined;
  }
  return (d) => tests.every((t) => t(d));
}

/** The parent object of a dotted path, created on the way like MongoDB does; undefined if a scalar blocks it. */
function parentOf(doc: Obj, path: string, create: boolean): [Obj, string] | undefined {
  const keys = path.split('.');
  let cur: Obj = doc;
  for (const key of keys.slice(0, -1)) {
    const next = cur[key];
    if (next === undefined && create) cur = cur[key] = {};
    else if (isPlainObject(next)) cur = next;
    else return undefined;
  }
  return [cur, keys.at(-1)!];
}

const SUPPORTED = new Set(['$set', '$inc', '$unset', '$setOnInsert']);

/**
 * Applies $set / $inc / $unset in place; answers whether anything changed, or undefined (untouched)
 * when the update needs mingo. `$setOnInsert` is the caller's business.
 */
export function fastUpdate(doc: Obj, update: Obj): boolean | undefined {
  if (!Object.keys(update).every((k) => SUPPORTED.has(k))) return undefined;
  try {
    return applyFast(doc, update);
  } catch (err) {
    if (err instanceof NeedsMingo) return undefined;
    throw err;
  }
}

function applyFast(doc: Obj, update: Obj): boolean | undefined {
  const sets = Object.entries((update.$set ?? {}) as Obj);
  const incs = Object.entries((update.$inc ?? {}) as Obj);
  const unsets = Object.keys((update.$unset ?? {}) as Obj);
  const paths = [...sets.map(([p]) => p), ...incs.map(([p]) => p), ...unsets];
  if (paths.some((p) => p.startsWith('$') || p.includes('$'))) return undefined;
  if (sets.some(([, v]) => v === undefined) || incs.some(([, v]) => typeof v !== 'number')) return undefined;
  // Check every target first, so a blocked path leaves the document untouched (MongoDB is all-or-nothing).
  for (const p of [...sets.map(([x]) => x), ...incs.map(([x]) => x)]) if (getPathBlocked(doc, p)) return undefined;
  if (incs.some(([p]) => getPath(doc, p) !== undefined && typeof getPath(doc, p) !== 'number')) return undefined;
  let changed = false;
  for (const [p, value] of sets) {
    const [parent, key] = parentOf(doc, p, true)!;
    if (!(key in parent) || !sameValue(parent[key], value)) changed = true;
    parent[key] = structuredClone(value);
  }
  for (const [p, by] of incs) {
    const [parent, key] = parentOf(doc, p, true)!;
    const before = parent[key] as number | undefined;
    parent[key] = (before ?? 0) + (by as number);
    if (before === undefined || by !== 0) changed = true;
  }
  for (const p of unsets) {
    const target = parentOf(doc, p, false);
    if (target && target[1] in target[0]) {
      delete target[0][target[1]];
      changed = true;
    }
  }
  return changed;
}

/** True when a scalar or an array sits on the way to `path` (then mingo decides what MongoDB would do). */
function getPathBlocked(doc: Obj, path: string): boolean {
  let cur: unknown = doc;
  for (const key of path.split('.').slice(0, -1)) {
    if (!isPlainObject(cur)) return true;
    cur = cur[key];
    if (cur === undefined) return false;
  }
  return !isPlainObject(cur);
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}
