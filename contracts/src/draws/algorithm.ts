/**
 * The provably fair draw (docs/draws.md). One implementation for the server that draws, the
 * `draw:verify` command and the browser's "Sonucu Doğrula": all three run exactly this code, on Web
 * Crypto only (`globalThis.crypto.subtle`, in Node 20 and every current browser).
 */

export interface DrawEntryLike {
  entry: string;
  username: string;
}

/** How one winner was found: which HMAC message, which 48-bit number, which pool slot. */
export interface DrawPick {
  /** The winner's index (0 = first winner). */
  i: number;
  /** Attempts before this one fell in the biased tail and were thrown away. */
  attempt: number;
  /** The first 6 bytes of the HMAC, as lowercase hex. */
  bytes: string;
  x: number;
  /** Pool size at this pick. */
  n: number;
  /** floor(2^48 / n) * n: values at or above it are rejected. */
  limit: number;
  /** x mod n: the slot of the pool that wins. */
  index: number;
}

export const SEED_BYTES = 32;
const TWO_POW_48 = 2 ** 48;
const HEX_SEED = /^[0-9a-f]{64}$/;

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  // Browsers hide Web Crypto outside secure contexts (plain http on a non-local address).
  if (!s) throw new Error('Web Crypto (crypto.subtle) bu ortamda kullanılamıyor.');
  return s;
}

export const isSeedHex = (seed: string) => HEX_SEED.test(seed);

export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/.test(hex)) throw new Error('Geçersiz onaltılık (hex) değer.');
  const out = new Uint8Array(hex.length / 2);
  for (let k = 0; k < out.length; k += 1) out[k] = parseInt(hex.slice(2 * k, 2 * k + 2), 16);
  return out;
}

export const bytesToHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

const utf8 = (text: string) => new TextEncoder().encode(text);

async function sha256Hex(data: Uint8Array<ArrayBuffer>) {
  return bytesToHex(new Uint8Array(await subtle().digest('SHA-256', data)));
}

function seedBytesOf(seed: string) {
  if (!isSeedHex(seed)) throw new Error('Tohum 64 küçük harfli onaltılık karakter olmalıdır.');
  return hexToBytes(seed);
}

/** The commitment published before the draw: SHA-256 over the 32 seed bytes (not over the hex text). */
export async function seedHashOf(seed: string) {
  return sha256Hex(seedBytesOf(seed));
}

/** SHA-256 over the UTF-8 of the entry values joined with `\n`, no trailing newline. */
export const entriesHashOf = (entries: readonly DrawEntryLike[]) => sha256Hex(utf8(entries.map((e) => e.entry).join('\n')));

/** x as a pool slot, or null when x lies in the tail that would favour the low slots (modulo bias). */
export function slotOf(x: number, n: number): { limit: number; index: number | null } {
  const limit = Math.floor(TWO_POW_48 / n) * n;
  return { limit, index: x < limit ? x % n : null };
}

/** The first 6 bytes, big-endian; 48 bits stay exact in a JavaScript number. */
const first48Bits = (d: Uint8Array) => d.subarray(0, 6).reduce((acc, b) => acc * 256 + b, 0);

/**
 * Picks up to `winnerCount` winners from `entries` (in their canonical order). After each pick every
 * entry of the same username leaves the pool, so a member wins at most once.
 */
export async function drawWinners<E extends DrawEntryLike>(seed: string, entries: readonly E[], winnerCount: number) {
  const key = await subtle().importKey('raw', seedBytesOf(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const entriesHash = await entriesHashOf(entries);
  let pool = [...entries];
  const winners: E[] = [];
  const picks: DrawPick[] = [];
  for (let i = 0; winners.length < winnerCount && pool.length > 0; i += 1) {
    const n = pool.length;
    for (let attempt = 0; ; attempt += 1) {
      const d = new Uint8Array(await subtle().sign('HMAC', key, utf8(`${entriesHash}:${i}:${attempt}`)));
      const x = first48Bits(d);
      const { limit, index } = slotOf(x, n);
      if (index === null) continue;
      const pick = pool[index]!;
      winners.push(pick);
      picks.push({ i, attempt, bytes: bytesToHex(d.subarray(0, 6)), x, n, limit, index });
      pool = pool.filter((e) => e.username !== pick.username);
      break;
    }
  }
  return { entriesHash, winners, picks };
}

/** What a published draw must show for anyone to recompute it. */
export interface PublishedDraw {
  seedHash: string;
  seed: string | null;
  entriesHash: string | null;
  winnerCount: number;
  entries: readonly DrawEntryLike[];
  winners: readonly DrawEntryLike[];
}

export interface DrawCheck {
  /** Every check below passed. */
  matches: boolean;
  seedMatchesCommitment: boolean;
  entriesHashMatches: boolean;
  winnersMatch: boolean;
  /** The winners as recomputed here, in pick order. */
  expectedWinners: DrawEntryLike[];
}

const sameEntry = (a: DrawEntryLike, b: DrawEntryLike | undefined) => !!b && a.entry === b.entry && a.username === b.username;

/** Recomputes a published draw: the seed against its commitment, the entries hash, then the winners. */
export async function verifyDraw(draw: PublishedDraw): Promise<DrawCheck> {
  if (!draw.seed || !isSeedHex(draw.seed)) {
    return { matches: false, seedMatchesCommitment: false, entriesHashMatches: false, winnersMatch: false, expectedWinners: [] };
  }
  const seedMatchesCommitment = (await seedHashOf(draw.seed)) === draw.seedHash;
  const { entriesHash, winners } = await drawWinners(draw.seed, draw.entries, draw.winnerCount);
  const entriesHashMatches = entriesHash === draw.entriesHash;
  const expectedWinners = winners.map(({ entry, username }) => ({ entry, username }));
  const winnersMatch =
    expectedWinners.length === draw.winners.length && expectedWinners.every((w, k) => sameEntry(w, draw.winners[k]));
  return {
    matches: seedMatchesCommitment && entriesHashMatches && winnersMatch,
    seedMatchesCommitment,
    entriesHashMatches,
    winnersMatch,
    expectedWinners,
  };
}
