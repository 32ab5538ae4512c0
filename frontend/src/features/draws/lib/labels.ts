import type { DrawSource } from '@app/contracts';

/** "Bilet firması · Yıldız Bilet" / "Etkinlik · Yaz Turnuvası" */
export const sourceKind = (source: DrawSource) => (source.type === 'tickets' ? 'Bilet firması' : 'Etkinlik');

/** How one entry reads: a ticket number, or (for events) simply a participation. */
export const entryLabel = (source: DrawSource, entry: string) => (source.type === 'tickets' ? `Bilet #${entry}` : 'Katılım');

/** A 64-character hash, shortened for cards: the first and last few characters. */
export const shortHash = (hash: string) => `${hash.slice(0, 10)}…${hash.slice(-6)}`;
