import { AdminBanner } from '@app/contracts';
import type { ReadStore } from '../../core/read-store/read-store.js';
import { findItem, listItems } from '../catalog/catalog.projection.js';
import { BANNERS } from './banners.projection.js';

export const listPublicBanners = (read: ReadStore) => listItems(read, BANNERS, { status: 'active' });

export async function findBanner(read: ReadStore, id: string) {
  const item = await findItem(read, BANNERS, id);
  return item ? AdminBanner.parse(item) : null;
}
