import { AdminCard } from '@app/contracts';
import type { ReadStore } from '../../core/read-store/read-store.js';
import { findItem, listItems } from '../content/catalog.projection.js';
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

export const listPublicCards = (read: ReadStore, now: Date) => listItems(read, CARDS, publicCardFilter(now));
export const listAllCards = (read: ReadStore) => listItems(read, CARDS);

export async function findCard(read: ReadStore, id: string) {
  const item = await findItem(read, CARDS, id);
  return item ? AdminCard.parse(item) : null;
}

export const cardExists = async (read: ReadStore, id: string) =>
  (await read.collection(CARDS).countDocuments({ _id: id })) > 0;
