import { AdminBanner, type CreateBannerRequest, type UpdateBannerRequest } from '@app/contracts';
import { Topic } from '@app/contracts/plain';
import { catalogMutations } from '@/lib/catalog-mutations';

/** POST /api/banners (the dialog's create mode); PATCH /api/banners/:id: the edited fields, or only `status` from the list's toggle. */
export const bannerMutations = catalogMutations<AdminBanner, CreateBannerRequest, UpdateBannerRequest>(
  '/api/banners',
  Topic.banners,
  AdminBanner,
);
