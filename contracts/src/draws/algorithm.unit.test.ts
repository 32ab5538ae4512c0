import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { drawWinners, entriesHashOf, hexToBytes, seedHashOf, slotOf, verifyDraw, type DrawEntryLike } from './algorithm.js';

const docPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/draws.md');

/** The worked example of docs/draws.md: its JSON block and its table, as a reader sees them. */
function workedExample() {
  const doc = readFileSync(docPath, 'utf8');
  const section = doc.split('<!-- worked-example:begin -->')[1]!.split('<!-- worked-example:end -->')[0]!;
  const example = JSON.parse(section.split('```json')[1]!.split('```')[0]!) as {
    seed: string;
    seedHash: string;
    winnerCount: number;
    entries: DrawEntryLike[];
    entriesHash: string;
    winners: DrawEntryLike[];
  };
  const rows = section
    .split('\n')
    .filter((line) => /^\|\s*\d+\s*\|/.test(line))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replaceAll('`', '')),
    );
  return { example, rows };
}

describe('the draw algorithm against the worked example in docs/draws.md', () => {
  const { example, rows } = workedExample();

  it('the seed hash is SHA-256 over the seed bytes and the entries hash over the joined entry values', async () => {
    expect(await seedHashOf(example.seed)).toBe(example.seedHash);
    expect(await entriesHashOf(example.entries)).toBe(example.entriesHash);
    expect(example.entries.map((e) => e.entry).join('\n')).toHaveLength(39);
  });

  it('draws the documented winners, and every figure of the table', async () => {
    const { entriesHash, winners, picks } = await drawWinners(example.seed, example.entries, example.winnerCount);
    expect(entriesHash).toBe(example.entriesHash);
    expect(winners).toEqual(example.winners);
    expect(rows).toHaveLength(picks.length);
    let pool = [...example.entries];
    picks.forEach((p, k) => {
      const [i, attempt, message, bytes, x, n, limit, index, pick, after] = rows[k]!;
      const winner = winners[k]!;
      pool = pool.filter((e) => e.username !== winner.username);
      expect([Number(i), Number(attempt), bytes, Number(x), Number(n), Number(limit), Number(index)]).toEqual([
        p.i,
        p.attempt,
        p.bytes,
        p.x,
        p.n,
        p.limit,
        p.index,
      ]);
      expect(message).toBe(`${entriesHash.slice(0, 8)}…${entriesHash.slice(-6)}:${p.i}:${p.attempt}`);
      expect(pick).toBe(`${winner.entry} (${winner.username})`);
      expect(after).toBe(pool.map((e) => e.entry).join(' '));
    });
  });

  it('verifies the published example and catches a swapped winner, a changed list and a wrong seed', async () => {
    const published = { ...example, seed: example.seed as string | null };
    expect((await verifyDraw(published)).matches).toBe(true);
    const swapped = await verifyDraw({ ...published, winners: [...example.winners].reverse() });
    expect(swapped).toMatchObject({ matches: false, seedMatchesCommitment: true, entriesHashMatches: true, winnersMatch: false });
    const shorter = await verifyDraw({ ...published, entries: example.entries.slice(1) });
    expect(shorter).toMatchObject({ matches: false, entriesHashMatches: false });
    const otherSeed = await verifyDraw({ ...published, seed: 'ff'.repeat(32) });
    expect(otherSeed).toMatchObject({ matches: false, seedMatchesCommitment: false });
    expect((await verifyDraw({ ...published, seed: null })).matches).toBe(false);
  });
});

describe('the rules around the picks', () => {
  it('rejects x at or above floor(2^48 / n) * n (no modulo bias) and takes x mod n below it', () => {
    // 2^48 = 3 * 93824992236885 + 1: the single value 2^48 - 1 would favour slot 0.
    expect(slotOf(2 ** 48 - 1, 3)).toEqual({ limit: 2 ** 48 - 1, index: null });
    expect(slotOf(2 ** 48 - 2, 3)).toEqual({ limit: 2 ** 48 - 1, index: (2 ** 48 - 2) % 3 });
    expect(slotOf(2 ** 48 - 1, 1).index).toBe(0);
    expect(slotOf(7, 8).index).toBe(7);
  });

  it('with fewer members than winners every member wins exactly once', async () => {
    const entries = ['a', 'b', 'a', 'c', 'b', 'a'].map((username, k) => ({ entry: String(k + 1), username }));
    const { winners } = await drawWinners('ab'.repeat(32), entries, 10);
    expect(winners.map((w) => w.username).sort()).toEqual(['a', 'b', 'c']);
  });

  it('no entries: no winners, and the entries hash is the hash of the empty text', async () => {
    const { winners, entriesHash } = await drawWinners('01'.repeat(32), [], 3);
    expect(winners).toEqual([]);
    expect(entriesHash).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('refuses a seed that is not 64 lowercase hex characters', async () => {
    await expect(seedHashOf('ABC')).rejects.toThrow(/64 küçük harfli/);
    await expect(drawWinners('AB'.repeat(32), [], 1)).rejects.toThrow(/64 küçük harfli/);
    expect(() => hexToBytes('0g')).toThrow();
  });
});
