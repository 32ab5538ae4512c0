import { describe, expect, it } from 'vitest';
import { Waiters } from './waiters.js';

describe('read-your-writes waiters', () => {
  it('releases exactly the waiters at or below the reached position, in any order of arrival', async () => {
    const w = new Waiters();
    const positions = Array.from({ length: 200 }, (_, i) => (i * 7919) % 200);
    const settled = new Map<number, boolean>();
    const all = positions.map((p) => w.wait(p, Number.POSITIVE_INFINITY).then((ok) => settled.set(p, ok)));
    w.release(99);
    await Promise.resolve();
    await new Promise((r) => setImmediate(r));
    expect([...settled.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i));
    expect(w.size).toBe(100);
    w.release(199);
    await Promise.all(all);
    expect([...settled.values()].every(Boolean)).toBe(true);
    expect(w.size).toBe(0);
  });

  it('a timed-out waiter answers false and is never answered again', async () => {
    const w = new Waiters();
    const late = w.wait(10, 20);
    expect(await late).toBe(false);
    w.release(10);
    expect(w.size).toBe(0);
    const cleared = w.wait(50, Number.POSITIVE_INFINITY);
    w.clear();
    expect(await cleared).toBe(false);
  });
});
