import type { BannerFields, bannerEventSchemas } from '@app/contracts';
import { type CatalogDecider, catalogDecider, catalogEventNames } from '../catalog/catalog.js';
import type { EventOf } from '../../core/event-types.js';

export const BANNER_CATEGORY = 'banner';
export const toBannerStreamId = (id: string) => `${BANNER_CATEGORY}-${id}`;

export const bannerEventNames = catalogEventNames('Banner');

export const BANNER_NOT_FOUND = 'Banner bulunamadı.';

/** Active or inactive; only active ones are public. */
export type BannerEvent = EventOf<typeof bannerEventSchemas>;

export const bannerDecider: CatalogDecider<BannerFields, BannerEvent> = catalogDecider<typeof bannerEventNames, BannerFields>({
  names: bannerEventNames,
  messages: { notFound: BANNER_NOT_FOUND, exists: 'Bu banner zaten var.' },
});
