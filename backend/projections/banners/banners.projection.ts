import { Topic } from '@app/contracts';
import { bannerEventNames } from '../../commands/banners/banner.js';
import { catalogProjection } from '../catalog/catalog.projection.js';

export const BANNERS = 'banners';

export const bannersProjection = catalogProjection({
  collection: BANNERS,
  topic: Topic.banners,
  names: bannerEventNames,
});
