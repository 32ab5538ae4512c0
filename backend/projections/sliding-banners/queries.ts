import { AdminSlidingBanner } from '@app/contracts';
import type { ReadStore } from '../../core/read-store/read-store.js';
import { findItem } from '../catalog/catalog.projection.js';
import { SLIDING_BANNERS } from './sliding-banners.projection.js';

export async function findSlidingBanner(read: ReadStore, id: string) {
  const item = await findItem(read, SLIDING_BANNERS, id);
  return item ? AdminSlidingBanner.parse(item) : null;
}
