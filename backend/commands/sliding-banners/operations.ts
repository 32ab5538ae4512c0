import * as C from '@app/contracts';
import { catalog, type Operation } from '../../http/openapi/operations.js';

/** What the OpenAPI document says of the sliding-banners routes (see backend/http/openapi/operations.ts). */
export const slidingBannerOperations: Record<string, Operation> = {
  ...catalog('/api/sliding-banners', 'İçerik', 'kayan bannerlar', {
    public: C.PublicSlidingBannerList,
    admin: C.AdminSlidingBannerList,
    item: C.AdminSlidingBanner,
  }),
};
