import { AdminSlidingBanner, type CreateSlidingBannerRequest, type UpdateSlidingBannerRequest } from '@app/contracts';
import { Topic } from '@app/contracts/plain';
import { catalogMutations } from '@/lib/catalog-mutations';

/** POST /api/sliding-banners (the dialog's create mode); PATCH /api/sliding-banners/:id: the edited fields, or only `status` from the list's toggle. */
export const slidingBannerMutations = catalogMutations<
  AdminSlidingBanner,
  CreateSlidingBannerRequest,
  UpdateSlidingBannerRequest
>('/api/sliding-banners', Topic.slidingBanners, AdminSlidingBanner);
