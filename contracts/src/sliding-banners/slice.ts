import { contractSlice } from '../contract-slice.js';
import { slidingBannerEventSchemas } from './index.js';

export const slidingBannerEvents = contractSlice({
  slice: 'sliding-banners',
  streams: '`slidingBanner-<id>`',
  events: slidingBannerEventSchemas,
});
