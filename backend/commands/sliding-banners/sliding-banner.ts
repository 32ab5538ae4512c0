import type { SlidingBannerFields, slidingBannerEventSchemas } from '@app/contracts';
import { type CatalogDecider, catalogDecider, catalogEventNames } from '../catalog/catalog.js';
import type { EventOf } from '../../core/event-types.js';

export const SLIDING_BANNER_CATEGORY = 'slidingBanner';
export const toSlidingBannerStreamId = (id: string) => `${SLIDING_BANNER_CATEGORY}-${id}`;

export const slidingBannerEventNames = catalogEventNames('SlidingBanner');

export const SLIDING_BANNER_NOT_FOUND = 'Kayan banner bulunamadı.';

/** Active or inactive; only active ones are public. */
export type SlidingBannerEvent = EventOf<typeof slidingBannerEventSchemas>;

export const slidingBannerDecider: CatalogDecider<SlidingBannerFields, SlidingBannerEvent> = catalogDecider<
  typeof slidingBannerEventNames,
  SlidingBannerFields
>({
  names: slidingBannerEventNames,
  messages: { notFound: SLIDING_BANNER_NOT_FOUND, exists: 'Bu kayan banner zaten var.' },
});
