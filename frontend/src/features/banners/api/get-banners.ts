import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contract } from '@/lib/api-client';
import { topics } from '@/lib/topics';

/** GET /api/banners: the active ones, for the home page (which simply leaves the section out on failure). */
export const publicBannersQueryOptions = () =>
  queryOptions({
    queryKey: [topics.banners, 'public'],
    queryFn: () => api.get('/api/banners', { schema: contract('PublicBannerList') }),
    meta: { silent: true },
  });

/** GET /api/banners/all (staff). */
export const allBannersQueryOptions = () =>
  queryOptions({
    queryKey: [topics.banners, 'all'],
    queryFn: () => api.get('/api/banners/all', { schema: contract('AdminBannerList') }),
  });

export const usePublicBanners = () => useQuery(publicBannersQueryOptions());
export const useAllBanners = () => useQuery(allBannersQueryOptions());
