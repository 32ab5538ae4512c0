import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contract } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

/** GET /api/draws: every draw, newest first, without entry lists. */
export const drawsQueryOptions = () =>
  queryOptions({ queryKey: [Topic.draws, 'list'], queryFn: () => api.get('/api/draws', { schema: contract('DrawList') }) });

export const useDraws = () => useQuery(drawsQueryOptions());

/** GET /api/draws/{id}; the page shows its own 'Çekiliş bulunamadı', so no error toast. */
export const drawQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [Topic.draws, 'detail', id],
    queryFn: () => api.get(`/api/draws/${encodeURIComponent(id)}`, { schema: contract('Draw') }),
    meta: { silent: true },
    retryOnMount: false,
  });

export const useDraw = (id: string) => useQuery(drawQueryOptions(id));
