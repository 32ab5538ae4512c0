import { contractSlice } from '../contract-slice.js';
import { bannerEventSchemas } from './index.js';

export const bannerEvents = contractSlice({ slice: 'banners', streams: '`banner-<id>`', events: bannerEventSchemas });
