import { contractSlices } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { allProjections } from './compose.js';
import { slices } from './slices.js';

describe('the slice registry', () => {
  it('names each slice once', () => {
    const names = slices.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('claims every event group of the contracts exactly once', () => {
    const claimed = slices.flatMap((s) => s.contracts ?? []);
    // Books close the unbounded streams of several slices (core/books.ts); no slice owns them.
    const shared = contractSlices.filter((g) => g.slice.startsWith('books'));
    expect(new Set(claimed).size).toBe(claimed.length);
    expect([...claimed, ...shared].sort((a, b) => a.slice.localeCompare(b.slice))).toEqual(
      [...contractSlices].sort((a, b) => a.slice.localeCompare(b.slice)),
    );
  });

  it('keeps each read model in one slice, under a name of its own', () => {
    const names = allProjections.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThan(20);
  });
});
