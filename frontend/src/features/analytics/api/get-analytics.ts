import { AnalyticsOverview, AnalyticsTraffic, CardClickList } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';
import type { AnalyticsParams } from '../lib/period';

/** `?period=week` or `?startDate=…&endDate=…`, as the server reads them. */
const search = (p: AnalyticsParams) => `?${new URLSearchParams(p).toString()}`;

/** GET /api/analytics/overview (staff): page views in the period, total page views and card clicks. */
export const analyticsOverviewQueryOptions = (p: AnalyticsParams) =>
  queryOptions({
    queryKey: [Topic.analytics, 'overview', p],
    queryFn: () => api.get(`/api/analytics/overview${search(p)}`, { schema: AnalyticsOverview }),
  });

/** GET /api/analytics/card-clicks (staff): clicks per card in the period, most clicked first. */
export const cardClicksQueryOptions = (p: AnalyticsParams) =>
  queryOptions({
    queryKey: [Topic.analytics, 'card-clicks', p],
    queryFn: () => api.get(`/api/analytics/card-clicks${search(p)}`, { schema: CardClickList }),
  });

/** GET /api/analytics/traffic (staff): the chart's points and the top pages and referrers. */
export const trafficQueryOptions = (p: AnalyticsParams) =>
  queryOptions({
    queryKey: [Topic.analytics, 'traffic', p],
    queryFn: () => api.get(`/api/analytics/traffic${search(p)}`, { schema: AnalyticsTraffic }),
  });

// Switching periods keeps the previous figures on screen until the new ones arrive (no flash of spinners).
export const useAnalyticsOverview = (p: AnalyticsParams | null) =>
  useQuery({ ...analyticsOverviewQueryOptions(p ?? {}), enabled: !!p, placeholderData: (prev) => prev });
export const useCardClicks = (p: AnalyticsParams | null) =>
  useQuery({ ...cardClicksQueryOptions(p ?? {}), enabled: !!p, placeholderData: (prev) => prev });
export const useTraffic = (p: AnalyticsParams | null) =>
  useQuery({ ...trafficQueryOptions(p ?? {}), enabled: !!p, placeholderData: (prev) => prev });
