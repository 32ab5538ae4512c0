import type { DrawSource, DrawSummary } from '@app/contracts';
import { formatNumber } from '@/lib/format';

/** "Bilet firması · Yıldız Bilet" / "Etkinlik · Yaz Turnuvası" */
export const sourceKind = (source: DrawSource) => (source.type === 'tickets' ? 'Bilet firması' : 'Etkinlik');

/** How one entry reads: a ticket number, or (for events) simply a participation. */
export const entryLabel = (source: DrawSource, entry: string) => (source.type === 'tickets' ? `Bilet #${entry}` : 'Katılım');

/** A 64-character hash, shortened for cards: the first and last few characters. */
export const shortHash = (hash: string) => `${hash.slice(0, 10)}…${hash.slice(-6)}`;

/**
 * "2 kazanan", or after a draw with fewer distinct members than winners "1 kazanan (yeterli
 * katılımcı yoktu)": a page never promises more winners than the draw had.
 */
export function winnersText(draw: Pick<DrawSummary, 'status' | 'winnerCount' | 'winners'>) {
  if (draw.status === 'drawn' && draw.winners.length < draw.winnerCount)
    return `${formatNumber(draw.winners.length)} kazanan (yeterli katılımcı yoktu)`;
  return `${formatNumber(draw.winnerCount)} kazanan`;
}
