import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytesToHex, drawWinners } from './algorithm.js';

const seedArb = fc.uint8Array({ minLength: 32, maxLength: 32 }).map(bytesToHex);
const usernameArb = fc.constantFrom('ayse', 'mehmet', 'zeynep', 'can', 'elif', 'burak', 'Ayse', 'ayşe');
const entriesArb = fc
  .array(usernameArb, { maxLength: 40 })
  .map((names) => names.map((username, k) => ({ entry: String(1000 + k), username })));

/** Chi-square statistic of observed counts against a uniform expectation. */
const chiSquare = (counts: number[], total: number) => {
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
};
/** Upper 0.1 % points of chi-square for 7, 8 and 9 degrees of freedom: a fair draw fails 1 run in 1000. */
const CRITICAL_0_001: Record<number, number> = { 7: 24.32, 8: 26.12, 9: 27.88 };

describe('draw properties', () => {
  it('never picks a member twice, picks min(winnerCount, members) winners from the entries, and is repeatable', async () => {
    await fc.assert(
      fc.asyncProperty(seedArb, entriesArb, fc.integer({ min: 1, max: 100 }), async (seed, entries, winnerCount) => {
        const { winners } = await drawWinners(seed, entries, winnerCount);
        const names = winners.map((w) => w.username);
        expect(new Set(names).size).toBe(names.length);
        expect(winners).toHaveLength(Math.min(winnerCount, new Set(entries.map((e) => e.username)).size));
        for (const w of winners) expect(entries).toContain(w);
        expect((await drawWinners(seed, entries, winnerCount)).winners).toEqual(winners);
      }),
      { numRuns: 300, seed: 20260516 },
    );
  });

  it('every remaining entry is equally likely at each pick (chi-square over 3000 seeds)', async () => {
    const entries = Array.from({ length: 10 }, (_, k) => ({ entry: String(k + 1), username: `uye${k}` }));
    const seeds = fc.sample(seedArb, { numRuns: 3000, seed: 42 });
    const tallies = [new Array(10).fill(0), new Array(9).fill(0), new Array(8).fill(0)] as number[][];
    for (const seed of seeds) {
      const { picks } = await drawWinners(seed, entries, 3);
      for (const p of picks) tallies[p.i]![p.index] = (tallies[p.i]![p.index] ?? 0) + 1;
    }
    for (const counts of tallies) {
      expect(chiSquare(counts, seeds.length)).toBeLessThan(CRITICAL_0_001[counts.length - 1]!);
    }
  });

  it('a member with more entries wins proportionally more often (chi-square on ticket weights)', async () => {
    // 3 tickets for ayse, 1 each for five others: the first winner is ayse with probability 3/8.
    const names = ['ayse', 'ayse', 'ayse', 'can', 'elif', 'burak', 'deniz', 'emre'];
    const entries = names.map((username, k) => ({ entry: String(k + 1), username }));
    const seeds = fc.sample(seedArb, { numRuns: 2400, seed: 7 });
    const perEntry = new Array(entries.length).fill(0) as number[];
    for (const seed of seeds) {
      const { winners } = await drawWinners(seed, entries, 1);
      const k = entries.indexOf(winners[0]!);
      perEntry[k] = (perEntry[k] ?? 0) + 1;
    }
    expect(chiSquare(perEntry, seeds.length)).toBeLessThan(CRITICAL_0_001[7]!);
    const ayse = perEntry.slice(0, 3).reduce((a, b) => a + b, 0) / seeds.length;
    expect(ayse).toBeGreaterThan(0.33);
    expect(ayse).toBeLessThan(0.42);
  });
});
