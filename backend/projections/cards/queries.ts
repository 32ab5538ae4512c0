import { AdminCard } from '@app/contracts';
import type { ReadStore } from '../../core/read-store/read-store.js';
import { type CatalogDoc, findItem } from '../catalog/catalog.projection.js';
import { CARDS } from './cards.projection.js';

/**
 * Spec §4: a card is public when published and, where set, now lies within visibleFrom and
 * visibleTo. Evaluated at read time, so a window opens and closes without any event.
 * Instants are stored as UTC ISO strings of one format, so string order is time order.
 */
export function publicCardFilter(now: Date) {
  const at = now.toISOString();
  return {
    status: 'published',
    $and: [
      { $or: [{ visibleFrom: null }, { visibleFrom: { $lte: at } }] },
      { $or: [{ visibleTo: null }, { visibleTo: { $gte: at } }] },
    ],
  };
}

/**
 * The next instant after `now` at which a published card's window opens or closes, if any: the
 * public list is made again then (a card stays visible through its visibleTo, so it leaves 1 ms after).
 */
export async function nextCardVisibilityChange(read: ReadStore, now: Date): Promise<number | undefined> {
  const at = now.toISOString();
  const docs = await read
    .collection<CatalogDoc>(CARDS)
    .find(
      { status: 'published', $or: [{ visibleFrom: { $gt: at } }, { visibleTo: { $gte: at } }] },
      { projection: { visibleFrom: 1, visibleTo: 1 } },
    );
  let next: number | undefined;
  for (const d of docs) {
    const from = typeof d.visibleFrom === 'string' && d.visibleFrom > at ? Date.parse(d.visibleFrom) : Infinity;
    const to = typeof d.visibleTo === 'string' && d.visibleTo >= at ? Date.parse(d.visibleTo) + 1 : Infinity;
    next = Math.min(next ?? Infinity, from, to);
  }
  return next === Infinity ? undefined : next;
}

export async function findCard(read: ReadStore, id: string) {
  const item = await findItem(read, CARDS, id);
  return item ? AdminCard.parse(item) : null;
}

export const cardExists = async (read: ReadStore, id: string) => (await read.collection(CARDS).countDocuments({ _id: id })) > 0;
