import { describe, expect, it } from 'vitest';
import { tally, type Tally } from '../test-support/tally.js';
import { decideBatch } from './decide-batch.js';
import type { DomainError } from './errors.js';

const at = (total: number): Tally => ({ total, folded: 0, seen: new Set([total]) });
const adds = (...ns: number[]) => ns.map((n) => ({ type: 'Add' as const, n }));
const totals = (events: { data: { total: number } }[]) => events.map((e) => e.data.total);

describe('deciding the commands queued on one stream as one batch', () => {
  it('decides each on the state the previous ones lead to; a refused one fails alone', () => {
    const shared = at(5);
    const d = decideBatch(tally, shared, adds(-3, -4, 10, -12));
    // -4 would take 2 below zero: refused; 10 is then decided on 2, -12 on 12.
    expect(d.outcomes.map((o) => ('error' in o ? (o.error as DomainError).code : totals(o.events)))).toEqual([
      [2],
      'domain_rule',
      [12],
      [0],
    ]);
    expect(totals(d.events)).toEqual([2, 12, 0]);
  });

  it('never changes the shared state before the append, though the decider evolves in place', () => {
    const shared = at(5);
    const d = decideBatch(tally, shared, adds(1, 1, 1));
    expect(shared).toEqual(at(5));
    const { state, after } = d.settle();
    expect(state).not.toBe(shared); // a copy carried the batch
    expect([state.total, [...state.seen]]).toEqual([8, [5, 6, 7, 8]]);
    expect(after.map((s) => s.total)).toEqual([8, 8, 8]); // one object, extended in place to the end
    expect(shared.total).toBe(5);
  });

  it('copies nothing when only the last command has events: the settle evolves the shared state, as one command does', () => {
    const shared = at(0);
    const d = decideBatch(tally, shared, adds(-1, -2, 4));
    expect(d.outcomes.map((o) => 'error' in o)).toEqual([true, true, false]);
    expect(shared.total).toBe(0);
    const { state } = d.settle();
    expect(state).toBe(shared);
    expect(shared.total).toBe(4);
  });

  it("copies with the decider's own copy when it has one (structuredClone otherwise)", () => {
    let copies = 0;
    const withCopy = { ...tally, copy: (s: Tally) => (copies++, { ...s, seen: new Set(s.seen) }) };
    const shared = at(1);
    const { state } = decideBatch(withCopy, shared, adds(1, 1, 1)).settle();
    expect([copies, state.total, shared.total, [...shared.seen]]).toEqual([1, 4, 1, [1]]);
  });

  it('stops before the stream would pass its books, leaving the rest for the next append', () => {
    const d = decideBatch(tally, at(0), adds(1, 1, 1, 1, 1), 2);
    expect(d.outcomes).toHaveLength(2);
    expect(totals(d.events)).toEqual([1, 2]);
    // A full stream still takes one command (the handler closes the books before the next cycle).
    expect(decideBatch(tally, at(0), adds(1, 1), 0).outcomes).toHaveLength(1);
  });

  it('a bug in decide (an event its contract refuses) fails that command only', () => {
    const buggy = { ...tally, decide: tally.decide };
    buggy.decide = (c, s) =>
      c.n === 7 ? [{ type: 'Added', data: { n: 7, total: 'x' as unknown as number } }] : tally.decide(c, s);
    const d = decideBatch(buggy, at(0), adds(1, 7, 1));
    expect(d.outcomes.map((o) => ('error' in o ? String(o.error) : totals(o.events)))).toEqual([
      [1],
      expect.stringMatching(/does not match its contract/),
      [2],
    ]);
  });
});
