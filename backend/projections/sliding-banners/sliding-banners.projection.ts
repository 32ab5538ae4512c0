import { Topic } from '@app/contracts';
import { slidingBannerEventNames } from '../../commands/sliding-banners/sliding-banner.js';
import { catalogProjection } from '../catalog/catalog.projection.js';

export const SLIDING_BANNERS = 'slidingBanners';

export const slidingBannersProjection = catalogProjection({
  collection: SLIDING_BANNERS,
  topic: Topic.slidingBanners,
  names: slidingBannerEventNames,
});
