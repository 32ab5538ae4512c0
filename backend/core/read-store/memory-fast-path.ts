/**
 * Fast paths for the embedded read store. mingo costs 30-100 µs per call (measured: a one-field $inc
 * took ~100 µs, a small filter ~30 µs), which made replaying a large log at start take minutes. The
 * shapes projections use most — equality / range / $exists / $in filters and $set / $inc / $unset
 * updates on plain or dotted paths — are handled here in a few µs; anything else returns `undefined`
 * and goes to mingo. The read store contract suite runs against both paths.
 */
type Obj = Record<string, unknown>;

const isPlainObject = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date);
const isScalar = (v: unknown): boolean => v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/**
 * A deep copy of a document or value, as structuredClone makes it, but a few times faster for the
 * plain objects, arrays and scalars read models are made of (anything else goes to structuredClone).
 */
export function cloneValue<T>(v: T): T {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(cloneValue) as T;
  const proto: unknown = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return structuredClone(v);
  const out: Obj = {};
  for (const k in v) out[k] = cloneValue((v as Obj)[k]);
  return out as T;
}

/** Equality with a scalar as MongoDB has it: null also matches a missing field. */
const equals = (v: unknown, scalar: unknown) => v === scalar || (scalar === null && v === undefined);

/** Thrown when a filter meets an array: MongoDB's array semantics are left to mingo. */
export class NeedsMingo extends Error {}

function getPath(doc: Obj, path: string): unknown {
  if (!path.includes('.')) {
    const v = doc[path];
    if (Array.isArray(v)) throw new NeedsMingo();
    return v;
  }
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
    else if (isScalar(cond)) tests.push((d) => equals(getPath(d, key), cond));
    else if (isPlainObject(cond)) {
      const t = compileField(key, cond);
      if (!t) return undefined;
      tests.push(t);
    } else return undefined;
  }
  return (d) => tests.every((t) => t(d));
}

/** Whether a value compares with a range bound: both of one type, and not null. */
const comparable = (x: unknown, bound: unknown) => typeof x === typeof bound && x !== null;

// The tests are anonymous functions: tsx names every named function made inside another, at every call.
function compileField(path: string, ops: Obj): Test | undefined {
  const tests: Test[] = [];
  for (const [op, arg] of Object.entries(ops)) {
    if (op === '$exists' && typeof arg === 'boolean') tests.push((d) => (getPath(d, path) !== undefined) === arg);
    else if (op === '$in' && Array.isArray(arg) && arg.every(isScalar)) tests.push((d) => arg.includes(getPath(d, path) ?? null));
    else if (!isScalar(arg)) return undefined;
    else if (op === '$eq') tests.push((d) => equals(getPath(d, path), arg));
    else if (op === '$ne') tests.push((d) => !equals(getPath(d, path), arg));
    else if (arg === null) return undefined;
    else if (op === '$lt') tests.push((d) => comparable(getPath(d, path), arg) && (getPath(d, path) as number) < (arg as number));
    else if (op === '$lte')
      tests.push((d) => comparable(getPath(d, path), arg) && (getPath(d, path) as number) <= (arg as number));
    else if (op === '$gt') tests.push((d) => comparable(getPath(d, path), arg) && (getPath(d, path) as number) > (arg as number));
    else if (op === '$gte')
      tests.push((d) => comparable(getPath(d, path), arg) && (getPath(d, path) as number) >= (arg as number));
    else return undefined;
  }
  return (d) => tests.every((t) => t(d));
}

/** Raised inside `matchOne` for what it does not evaluate itself. */
class Unsupported extends Error {}

/**
 * Whether one document matches a filter, evaluated directly (for the common lookup by `_id` plus a
 * condition, where compiling the filter first would cost more than testing it); undefined when the
 * filter needs mingo. Clauses short-circuit as MongoDB's do, so a clause left unevaluated cannot change
 * the answer.
 */
export function matchOne(doc: Obj, filter: Obj): boolean | undefined {
  try {
    return test(doc, filter);
  } catch (err) {
    if (err instanceof Unsupported || err instanceof NeedsMingo) return undefined;
    throw err;
  }
}

function test(doc: Obj, filter: Obj): boolean {
  for (const key in filter) {
    const cond = filter[key];
    if (key === '$or' || key === '$and') {
      if (!Array.isArray(cond)) throw new Unsupported();
      const or = key === '$or';
      let result = !or;
      for (const c of cond) {
        if (!isPlainObject(c)) throw new Unsupported();
        if (test(doc, c) === or) {
          result = or;
          break;
        }
      }
      if (!result) return false;
    } else if (key.startsWith('$')) throw new Unsupported();
    else if (isScalar(cond)) {
      if (!equals(getPath(doc, key), cond)) return false;
    } else if (isPlainObject(cond)) {
      if (!testField(getPath(doc, key), cond)) return false;
    } else throw new Unsupported();
  }
  return true;
}

function testField(v: unknown, ops: Obj): boolean {
  let any = false;
  for (const op in ops) {
    any = true;
    const arg = ops[op];
    if (op === '$exists' && typeof arg === 'boolean') {
      if ((v !== undefined) !== arg) return false;
    } else if (op === '$in' && Array.isArray(arg) && arg.every(isScalar)) {
      if (!arg.includes(v ?? null)) return false;
    } else if (!isScalar(arg)) throw new Unsupported();
    else if (op === '$eq') {
      if (!equals(v, arg)) return false;
    } else if (op === '$ne') {
      if (equals(v, arg)) return false;
    } else if (arg === null) throw new Unsupported();
    else if (op === '$lt' || op === '$lte' || op === '$gt' || op === '$gte') {
      if (typeof v !== typeof arg || v === null) return false;
      const [x, y] = [v as number, arg as number];
      if (op === '$lt' ? !(x < y) : op === '$lte' ? !(x <= y) : op === '$gt' ? !(x > y) : !(x >= y)) return false;
    } else throw new Unsupported();
  }
  if (!any) throw new Unsupported(); // `{ field: {} }` is an equality MongoDB-style: mingo's business
  return true;
}

/** The parent object of a dotted path, created on the way like MongoDB does; undefined if a scalar blocks it. */
function parentOf(doc: Obj, path: string, create: boolean): [Obj, string] | undefined {
  if (!path.includes('.')) return [doc, path];
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
  for (const op in update) if (!SUPPORTED.has(op)) return undefined;
  try {
    return applyFast(doc, update);
  } catch (err) {
    if (err instanceof NeedsMingo) return undefined;
    throw err;
  }
}

/**
 * A top-level field name: no dotted path, no operator (most update targets are). One pass over its
 * characters: looking for each of the two apart, at each step of an update, was a good part of a write.
 */
function plainKey(p: string): boolean {
  for (let i = 0; i < p.length; i += 1) {
    const c = p.charCodeAt(i);
    if (c === 46 || c === 36) return false; // '.' or '$'
  }
  return true;
}

/** Whether every target of the update can be written here (checked first: MongoDB is all-or-nothing). */
function fastApplicable(doc: Obj, set: Obj | undefined, inc: Obj | undefined, unset: Obj | undefined): boolean {
  for (const p in set) if (set[p] === undefined || (!plainKey(p) && (p.includes('$') || getPathBlocked(doc, p)))) return false;
  for (const p in inc) {
    if (typeof inc[p] !== 'number' || (!plainKey(p) && (p.includes('$') || getPathBlocked(doc, p)))) return false;
    const current = getPath(doc, p);
    if (current !== undefined && typeof current !== 'number') return false;
  }
  for (const p in unset) if (p.includes('$')) return false;
  return true;
}

function applyFast(doc: Obj, update: Obj): boolean | undefined {
  const set = update.$set as Obj | undefined;
  const inc = update.$inc as Obj | undefined;
  const unset = update.$unset as Obj | undefined;
  if (!fastApplicable(doc, set, inc, unset)) return undefined;
  let changed = false;
  for (const p in set) {
    const value = set[p];
    // A top-level field (most are) is written straight into the document.
    let [parent, key] = [doc, p];
    if (!plainKey(p)) [parent, key] = parentOf(doc, p, true)!;
    // Missing or not the same (a \$set value is never undefined here, see fastApplicable): one read of the field.
    const before = parent[key];
    if (before === undefined || !sameValue(before, value)) changed = true;
    // A copy, so the caller's object never becomes part of the stored document.
    parent[key] = cloneValue(value);
  }
  for (const p in inc) {
    const by = inc[p] as number;
    let [parent, key] = [doc, p];
    if (!plainKey(p)) [parent, key] = parentOf(doc, p, true)!;
    const before = parent[key] as number | undefined;
    parent[key] = (before ?? 0) + by;
    if (before === undefined || by !== 0) changed = true;
  }
  for (const p in unset) {
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
  if (!path.includes('.')) return false; // a document is an object: a top-level field is never blocked
  let cur: unknown = doc;
  for (const key of path.split('.').slice(0, -1)) {
    if (!isPlainObject(cur)) return true;
    cur = cur[key];
    if (cur === undefined) return false;
  }
  return !isPlainObject(cur);
}

/**
 * Whether a `$set` leaves a value as it was: equal values with their keys in the same order, as MongoDB
 * compares documents. Walks plain objects and arrays (a leaderboard's `$set` of its top ten is common,
 * and stringifying both sides was a good part of a rebuild); anything else is compared as JSON.
 */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!sameValue(a[i], b[i])) return false;
    return true;
  }
  if (
    !isPlainObject(a) ||
    !isPlainObject(b) ||
    Object.getPrototypeOf(a) !== Object.prototype ||
    Object.getPrototypeOf(b) !== Object.prototype
  ) {
    return JSON.stringify(a) === JSON.stringify(b);
  }
  const [ka, kb] = [Object.keys(a), Object.keys(b)];
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i += 1) if (ka[i] !== kb[i] || !sameValue(a[ka[i]!], b[kb[i]!])) return false;
  return true;
}

/**
 * A projection that only includes top-level fields (`{ a: 1, b: 1 }`, `_id` kept unless `_id: 0`), as a
 * function that copies them out of a document; undefined for anything else (mingo projects it).
 */
export function pickFields(projection: Record<string, 0 | 1>): ((doc: Obj) => Obj) | undefined {
  const fields = Object.keys(projection).filter((k) => k !== '_id');
  if (fields.some((k) => k.includes('.') || k.startsWith('$') || projection[k] !== 1)) return undefined;
  if (projection._id !== undefined && projection._id !== 0 && projection._id !== 1) return undefined;
  const keepId = projection._id !== 0;
  return (doc) => {
    const out: Obj = keepId ? { _id: doc._id } : {};
    for (const k of fields) if (doc[k] !== undefined) out[k] = cloneValue(doc[k]);
    return out;
  };
}
