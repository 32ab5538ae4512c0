import type { BannerFields } from '@app/contracts';
import { catalogDecider, type CatalogEvent } from '../catalog/catalog.js';

export const BANNER_CATEGORY = 'banner';
export const toBannerStreamId = (id: string) => `${BANNER_CATEGORY}-${id}`;

export const bannerEventNames = {
  created: 'BannerCreated',
  updated: 'BannerUpdated',
  statusChanged: 'BannerStatusChanged',
  deleted: 'BannerDeleted',
} as const;

export type BannerEvent = CatalogEvent<typeof bannerEventNames, BannerFields>;

export const BANNER_NOT_FOUND = 'Banner bulunamadı.';

/** Active or inactive; only active ones are public. */
export const bannerDecider = catalogDecider<typeof bannerEventNames, BannerFields>({
  names: bannerEventNames,
  messages: { notFound: BANNER_NOT_FOUND, exists: 'Bu banner zaten var.' },
});
