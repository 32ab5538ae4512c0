import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestXSlotIds, huntFigures, huntWinners, type PredictionLike } from './algorithm.js';
import { formatKurus, formatMultiplier, toKurus } from './money.js';

const slotsArb = fc.array(
  fc.record({ betKurus: fc.integer({ min: 1, max: 100_000 }), winKurus: fc.option(fc.integer({ min: 0, max: 10_000_000 })) }),
  { maxLength: 30 },
);
const round2 = (x: number) => Math.round(x * 100) / 100;

describe('hunt figures', () => {
  it('break-even and required multiplier match a straightforward recomputation', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), slotsArb, (startCost, raw) => {
        const slots = raw.map((s, k) => ({ id: `s${k}`, ...s }));
        const f = huntFigures(startCost, slots);
        let totalBet = 0;
        let totalWin = 0;
        let remaining = 0;
        for (const s of slots) {
          totalBet += s.betKurus;
          if (s.winKurus === null) remaining += s.betKurus;
          else totalWin += s.winKurus;
        }
        expect(f.totalBetKurus).toBe(totalBet);
        expect(f.totalWinKurus).toBe(totalWin);
        expect(f.profitKurus).toBe(totalWin - startCost);
        expect(f.breakEvenX).toBe(totalBet === 0 ? null : round2(startCost / totalBet));
        expect(f.requiredX).toBe(remaining === 0 || startCost <= totalWin ? null : round2((startCost - totalWin) / remaining));
        expect(f.openedCount).toBe(slots.filter((s) => s.winKurus !== null).length);
      }),
      { numRuns: 500, seed: 20261127 },
    );
  });

  it('the best slots are exactly the opened, paying slots with the highest win ÷ bet', () => {
    fc.assert(
      fc.property(slotsArb, (raw) => {
        const slots = raw.map((s, k) => ({ id: `s${k}`, ...s }));
        const paying = slots.filter((s) => s.winKurus !== null && s.winKurus > 0);
        // Exact with BigInt: a ÷ b ≥ c ÷ d ⟺ a·d ≥ c·b.
        const expected = paying.filter((s) =>
          paying.every((o) => BigInt(s.winKurus!) * BigInt(o.betKurus) >= BigInt(o.winKurus!) * BigInt(s.betKurus)),
        );
        expect(bestXSlotIds(slots)).toEqual(expected.map((s) => s.id));
      }),
      { numRuns: 500, seed: 7 },
    );
  });
});

const predictionsArb = fc
  .array(
    fc.record({
      // Few distinct values, so ties on distance and on time are common.
      finalWin: fc.integer({ min: 0, max: 20 }),
      bestSlotId: fc.constantFrom('a', 'b', 'c'),
      minute: fc.integer({ min: 0, max: 3 }),
      id: fc.constantFrom('A', 'a', 'B', 'b', 'Z', 'é', '1', '10', '9'),
    }),
    { maxLength: 25 },
  )
  .map((rows) => {
    const unique = new Map(rows.map((r) => [r.id, r]));
    return [...unique.values()].map((r): PredictionLike => ({
      id: r.id,
      finalWin: r.finalWin,
      bestSlotId: r.bestSlotId,
      submittedAt: new Date(Date.UTC(2026, 10, 27, 10, r.minute)).toISOString(),
    }));
  });

describe('hunt winners', () => {
  it('1st to 3rd are the closest, ties to the earlier time then the smaller id; every best-slot guess wins', () => {
    fc.assert(
      fc.property(predictionsArb, fc.integer({ min: 0, max: 2000 }), fc.subarray(['a', 'b', 'c']), (preds, total, best) => {
        const prizes = { first: 3, second: 2, third: 1, bestSlot: 9 };
        const winners = huntWinners(preds, total, best, prizes);
        const places = winners.filter((w) => w.place !== 'bestSlot');
        const key = (p: PredictionLike) => [Math.abs(p.finalWin * 100 - total), p.submittedAt, p.id] as const;
        // Brute force: a winner at place k beats (or ties before) every prediction not above it.
        for (const [k, w] of places.entries()) {
          expect(w.place).toBe(k + 1);
          expect(w.prize).toBe([3, 2, 1][k]);
          for (const other of preds.filter((p) => !places.slice(0, k + 1).some((x) => x.prediction === p))) {
            const [d1, t1, i1] = key(w.prediction);
            const [d2, t2, i2] = key(other);
            expect(d1 < d2 || (d1 === d2 && (t1 < t2 || (t1 === t2 && i1 < i2)))).toBe(true);
          }
        }
        expect(places).toHaveLength(Math.min(3, preds.length));
        const guessed = winners.filter((w) => w.place === 'bestSlot').map((w) => w.prediction.id);
        expect(guessed.sort()).toEqual(
          preds
            .filter((p) => best.includes(p.bestSlotId))
            .map((p) => p.id)
            .sort(),
        );
      }),
      { numRuns: 1000, seed: 42 },
    );
  });
});

describe('hunt money', () => {
  it('reads ₺ with at most two decimals as exact kuruş and writes them back the Turkish way', () => {
    expect(toKurus(0.4)).toBe(40);
    expect(toKurus(0.1 + 0.2)).toBe(30);
    expect(toKurus(1.005)).toBeNull();
    expect(formatKurus(123450)).toBe('1.234,50₺');
    expect(formatKurus(40)).toBe('0,40₺');
    expect(formatKurus(-1_234_567_89)).toBe('-1.234.567,89₺');
    expect(formatMultiplier(123.45)).toBe('123,45x');
    expect(formatMultiplier(1234.5)).toBe('1.234,50x');
  });
});
