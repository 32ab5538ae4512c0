import * as C from '@app/contracts';
import { catalog, type Operation } from '../../http/openapi/operations.js';

/** What the OpenAPI document says of the banners routes (see backend/http/openapi/operations.ts). */
export const bannerOperations: Record<string, Operation> = {
  ...catalog('/api/banners', 'İçerik', 'bannerlar', {
    public: C.PublicBannerList,
    admin: C.AdminBannerList,
    item: C.AdminBanner,
  }),
};
