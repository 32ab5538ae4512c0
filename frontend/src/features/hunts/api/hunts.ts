import type { HuntPredictionRequest } from '@app/contracts';
import { Topic } from '@app/contracts/plain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, contract, isNotFound } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** GET /api/hunts: live and upcoming first, finished below. */
export const huntsQueryOptions = () =>
  queryOptions({ queryKey: [Topic.hunts, 'list'], queryFn: () => api.get('/api/hunts', { schema: contract('HuntList') }) });
export const useHunts = () => useQuery(huntsQueryOptions());

/** GET /api/hunts/{id}; the page shows its own 'Bonus avı bulunamadı', so no error toast. */
export const huntQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [Topic.hunts, 'detail', id],
    queryFn: () => api.get(`/api/hunts/${encodeURIComponent(id)}`, { schema: contract('Hunt') }),
    meta: { silent: true },
    retryOnMount: false,
  });
export const useHunt = (id: string) => useQuery(huntQueryOptions(id));

/** GET /api/hunts/{id}/prediction: the member's own, or null when they have none yet. */
export const ownPredictionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [Topic.huntPrediction, id],
    queryFn: async () => {
      try {
        return await api.get(`/api/hunts/${encodeURIComponent(id)}/prediction`, { schema: contract('OwnHuntPrediction') });
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    meta: { silent: true },
  });
export const useOwnPrediction = (id: string, enabled: boolean) => useQuery({ ...ownPredictionQueryOptions(id), enabled });

export function useSubmitPrediction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The answer is the prediction as saved: it goes into the cache, and its own notice fetches nothing.
    mutationFn: (body: HuntPredictionRequest) =>
      api.put(`/api/hunts/${encodeURIComponent(id)}/prediction`, body, {
        schema: contract('OwnHuntPrediction'),
        covers: [Topic.huntPrediction],
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(ownPredictionQueryOptions(id).queryKey, saved);
      toast.success('Tahmininiz kaydedildi', { description: 'Tahminler kapanana kadar değiştirebilirsiniz.' });
    },
  });
}
