import { describe, expect, it } from 'vitest';
import type { Update } from './read-store.js';
import { asServerUpdate, checkUpdatePaths } from './update-rules.js';

/**
 * MongoDB's rule, written the plain way: every path against every earlier one, `a` overlapping `a` and
 * `a.b` but not `ab`. checkUpdatePaths takes a shortcut for updates without a dotted path; this is what
 * it must stay equal to.
 */
function reference(update: Update): string | null {
  const seen: string[] = [];
  for (const fields of Object.values(update)) {
    for (const path of Object.keys(fields)) {
      for (const other of seen) {
        const [short, long] = path.length <= other.length ? [path, other] : [other, path];
        if (long === short || long.startsWith(`${short}.`))
          return `Updating the path '${path}' would create a conflict at '${short}'`;
      }
      seen.push(path);
    }
  }
  return null;
}

const outcome = (update: Update): string | null => {
  try {
    checkUpdatePaths(update);
    return null;
  } catch (err) {
    expect(err).toMatchObject({ code: 40, codeName: 'ConflictingUpdateOperators' });
    return (err as Error).message;
  }
};

const OPERATORS = ['$set', '$inc', '$unset', '$setOnInsert'] as const;
const PATHS = ['a', 'b', 'ab', 'a.b', 'a.c', 'a.b.c', 'ab.c'];

/** Every update of one to three (operator, path) pairs over those names, in every order. */
function* updates(): Generator<Update> {
  const pairs = OPERATORS.flatMap((op) => PATHS.map((path) => [op, path] as const));
  const build = (chosen: (typeof pairs)[number][]) => {
    const update: Record<string, Record<string, unknown>> = {};
    for (const [op, path] of chosen) (update[op] ??= {})[path] = op === '$unset' ? '' : 1;
    return update as Update;
  };
  for (const x of pairs) {
    yield build([x]);
    for (const y of pairs) {
      yield build([x, y]);
      for (const z of pairs) yield build([x, y, z]);
    }
  }
}

describe('update rules (MongoDB code 40)', () => {
  it('refuses exactly the updates MongoDB refuses, naming the same paths, shortcut or not', () => {
    let refused = 0;
    let checked = 0;
    for (const update of updates()) {
      const expected = reference(update);
      expect(outcome(update), JSON.stringify(update)).toBe(expected);
      if (expected) refused += 1;
      checked += 1;
    }
    // Both kinds were met, plenty of each: dotted and plain, accepted and refused.
    expect(checked).toBeGreaterThan(20_000);
    expect(refused).toBeGreaterThan(5_000);
    expect(checked - refused).toBeGreaterThan(5_000);
  });

  it('turns undefined into null only in the operators that store values, deep inside too, and leaves a clean update as it is', () => {
    const clean = { $set: { a: 1, b: { c: [1, 'x'] } }, $inc: { n: 1 } };
    expect(asServerUpdate(clean)).toBe(clean);
    expect(
      asServerUpdate({ $set: { a: undefined, b: { c: [undefined] } }, $pull: { tags: undefined }, $unset: { d: '' } }),
    ).toEqual({ $set: { a: null, b: { c: [null] } }, $pull: { tags: undefined }, $unset: { d: '' } });
  });
});
