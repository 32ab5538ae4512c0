import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contract } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

/** GET /api/sliding-banners: the active ones, for the home page (which simply leaves the section out on failure). */
export const publicSlidingBannersQueryOptions = () =>
  queryOptions({
    queryKey: [Topic.slidingBanners, 'public'],
    queryFn: () => api.get('/api/sliding-banners', { schema: contract('PublicSlidingBannerList') }),
    meta: { silent: true },
  });

/** GET /api/sliding-banners/all (staff). */
export const allSlidingBannersQueryOptions = () =>
  queryOptions({
    queryKey: [Topic.slidingBanners, 'all'],
    queryFn: () => api.get('/api/sliding-banners/all', { schema: contract('AdminSlidingBannerList') }),
  });

export const usePublicSlidingBanners = () => useQuery(publicSlidingBannersQueryOptions());
export const useAllSlidingBanners = () => useQuery(allSlidingBannersQueryOptions());
