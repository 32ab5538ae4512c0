import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contract } from '@/lib/api-client';
import { topics } from '@/lib/topics';

/** GET /api/sliding-banners: the active ones, for the home page (which simply leaves the section out on failure). */
export const publicSlidingBannersQueryOptions = () =>
  queryOptions({
    queryKey: [topics.slidingBanners, 'public'],
    queryFn: () => api.get('/api/sliding-banners', { schema: contract('PublicSlidingBannerList') }),
    meta: { silent: true },
  });

/** GET /api/sliding-banners/all (staff). */
export const allSlidingBannersQueryOptions = () =>
  queryOptions({
    queryKey: [topics.slidingBanners, 'all'],
    queryFn: () => api.get('/api/sliding-banners/all', { schema: contract('AdminSlidingBannerList') }),
  });

export const usePublicSlidingBanners = () => useQuery(publicSlidingBannersQueryOptions());
export const useAllSlidingBanners = () => useQuery(allSlidingBannersQueryOptions());
