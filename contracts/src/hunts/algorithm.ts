/**
 * The bonus hunt's figures and its prediction game (docs/hunts.md). One implementation for the
 * projection that shows the figures, the decider that names the winners and the browser's "Sonucu
 * Doğrula": all run exactly this code. Money is integer kuruş here; predictions are whole ₺.
 */
import { roundX } from './money.js';

export interface SlotLike {
  id: string;
  betKurus: number;
  /** null until the slot is opened. */
  winKurus: number | null;
}

export interface HuntFigures {
  totalBetKurus: number;
  bonusCount: number;
  breakEvenX: number | null;
  openedCount: number;
  totalWinKurus: number;
  profitKurus: number;
  requiredX: number | null;
  bestWinKurus: number | null;
  bestWinSlotId: string | null;
  bestX: number | null;
  bestXSlotId: string | null;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** a/b against c/d without division: exact on integer kuruş, so ties are real ties. */
const compareRatio = (a: number, b: number, c: number, d: number) => a * d - c * b;

/**
 * Every slot that pays the best multiplier (win ÷ bet), in the slots' order; empty while no opened slot
 * has paid anything. When slots tie exactly, each of them is a best slot.
 */
export function bestXSlotIds(slots: readonly SlotLike[]): string[] {
  let best: SlotLike[] = [];
  for (const s of slots) {
    if (s.winKurus === null || s.winKurus <= 0 || s.betKurus <= 0) continue;
    const top = best[0];
    const c = top ? compareRatio(s.winKurus, s.betKurus, top.winKurus!, top.betKurus) : 1;
    if (c > 0) best = [s];
    else if (c === 0) best.push(s);
  }
  return best.map((s) => s.id);
}

/** The figures of a hunt whose slots are given in their order. */
export function huntFigures(startCostKurus: number, slots: readonly SlotLike[]): HuntFigures {
  const totalBetKurus = sum(slots.map((s) => s.betKurus));
  const opened = slots.filter((s) => s.winKurus !== null);
  const totalWinKurus = sum(opened.map((s) => s.winKurus!));
  const remainingBet = totalBetKurus - sum(opened.map((s) => s.betKurus));
  const owed = startCostKurus - totalWinKurus;
  let best: SlotLike | null = null;
  for (const s of opened) if (best === null || s.winKurus! > best.winKurus!) best = s;
  const bestXId = bestXSlotIds(slots)[0] ?? null;
  const bestXSlot = slots.find((s) => s.id === bestXId);
  return {
    totalBetKurus,
    bonusCount: slots.length,
    breakEvenX: totalBetKurus > 0 ? roundX(startCostKurus / totalBetKurus) : null,
    openedCount: opened.length,
    totalWinKurus,
    profitKurus: totalWinKurus - startCostKurus,
    requiredX: remainingBet > 0 && owed > 0 ? roundX(owed / remainingBet) : null,
    bestWinKurus: best ? best.winKurus : null,
    bestWinSlotId: best ? best.id : null,
    bestX: bestXSlot ? roundX(bestXSlot.winKurus! / bestXSlot.betKurus) : null,
    bestXSlotId: bestXId,
  };
}

export interface PredictionLike {
  id: string;
  /** The predicted final total win, whole ₺. */
  finalWin: number;
  bestSlotId: string;
  /** As `toISOString()` gives it: these strings sort as their instants do. */
  submittedAt: string;
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The canonical order: `submittedAt`, then prediction id in code-unit order (never the locale's). */
export const canonicalOrder = <P extends PredictionLike>(predictions: readonly P[]): P[] =>
  [...predictions].sort((a, b) => byCodeUnits(a.submittedAt, b.submittedAt) || byCodeUnits(a.id, b.id));

/** One line per prediction, `predictionId;finalWin;bestSlotId;submittedAt`, joined with `\n`, no trailing newline. */
export const canonicalPredictionList = (predictions: readonly PredictionLike[]) =>
  canonicalOrder(predictions)
    .map((p) => `${p.id};${p.finalWin};${p.bestSlotId};${p.submittedAt}`)
    .join('\n');

/** SHA-256 (lowercase hex) of the canonical list, on Web Crypto (Node 20 and every current browser). */
export async function predictionsHashOf(predictions: readonly PredictionLike[]): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('Web Crypto (crypto.subtle) bu ortamda kullanılamıyor.');
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(canonicalPredictionList(predictions)));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface HuntPrizes {
  first: number;
  second: number;
  third: number;
  bestSlot: number;
}

export type WinnerPlace = 1 | 2 | 3 | 'bestSlot';

export interface Winner<P extends PredictionLike> {
  place: WinnerPlace;
  prediction: P;
  prize: number;
}

/**
 * The winners, from the predictions and the result alone: 1st, 2nd, 3rd by the smallest absolute
 * difference to the final total (ties to the earlier `submittedAt`, then the smaller id in code-unit
 * order), then everyone who named one of the best slots, in canonical order.
 */
export function huntWinners<P extends PredictionLike>(
  predictions: readonly P[],
  totalWinKurus: number,
  bestSlotIds: readonly string[],
  prizes: HuntPrizes,
): Winner<P>[] {
  const distance = (p: P) => Math.abs(p.finalWin * 100 - totalWinKurus);
  const ranked = canonicalOrder(predictions).sort((a, b) => distance(a) - distance(b)); // stable: ties keep canonical order
  const amounts = [prizes.first, prizes.second, prizes.third];
  const places: Winner<P>[] = ranked.slice(0, 3).map((prediction, k) => ({
    place: (k + 1) as 1 | 2 | 3,
    prediction,
    prize: amounts[k]!,
  }));
  const best = new Set(bestSlotIds);
  const guessed = canonicalOrder(predictions)
    .filter((p) => best.has(p.bestSlotId))
    .map((prediction): Winner<P> => ({ place: 'bestSlot', prediction, prize: prizes.bestSlot }));
  return [...places, ...guessed];
}
