import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contract } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

/** GET /api/banners: the active ones, for the home page (which simply leaves the section out on failure). */
export const publicBannersQueryOptions = () =>
  queryOptions({
    queryKey: [Topic.banners, 'public'],
    queryFn: () => api.get('/api/banners', { schema: contract('PublicBannerList') }),
    meta: { silent: true },
  });

/** GET /api/banners/all (staff). */
export const allBannersQueryOptions = () =>
  queryOptions({
    queryKey: [Topic.banners, 'all'],
    queryFn: () => api.get('/api/banners/all', { schema: contract('AdminBannerList') }),
  });

export const usePublicBanners = () => useQuery(publicBannersQueryOptions());
export const useAllBanners = () => useQuery(allBannersQueryOptions());
