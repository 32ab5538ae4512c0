import type { SlidingBannerFields } from '@app/contracts';
import { catalogDecider } from '../catalog/catalog.js';

export const SLIDING_BANNER_CATEGORY = 'slidingBanner';
export const toSlidingBannerStreamId = (id: string) => `${SLIDING_BANNER_CATEGORY}-${id}`;

export const slidingBannerEventNames = {
  created: 'SlidingBannerCreated',
  updated: 'SlidingBannerUpdated',
  statusChanged: 'SlidingBannerStatusChanged',
  deleted: 'SlidingBannerDeleted',
} as const;

export const SLIDING_BANNER_NOT_FOUND = 'Kayan banner bulunamadı.';

/** Active or inactive; only active ones are public. */
export const slidingBannerDecider = catalogDecider<typeof slidingBannerEventNames, SlidingBannerFields>({
  names: slidingBannerEventNames,
  messages: { notFound: SLIDING_BANNER_NOT_FOUND, exists: 'Bu kayan banner zaten var.' },
});
