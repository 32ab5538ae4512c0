import type { AddHuntSlotRequest, CreateHuntRequest, Hunt } from '@app/contracts';
import { Topic } from '@app/contracts/plain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, contract } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** GET /api/admin/hunts (staff). */
export const adminHuntsQueryOptions = () =>
  queryOptions({
    queryKey: [Topic.hunts, 'admin'],
    queryFn: () => api.get('/api/admin/hunts', { schema: contract('HuntList') }),
  });
export const useAdminHunts = () => useQuery(adminHuntsQueryOptions());

/** GET /api/admin/hunts/{id}/predictions (staff): count, average, spread and every prediction. */
export const adminPredictionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [Topic.adminHuntPredictions, id],
    queryFn: () =>
      api.get(`/api/admin/hunts/${encodeURIComponent(id)}/predictions`, { schema: contract('AdminHuntPredictions') }),
  });
export const useAdminPredictions = (id: string) => useQuery(adminPredictionsQueryOptions(id));

const base = (id: string) => `/api/admin/hunts/${encodeURIComponent(id)}`;

/** Every staff step answers with the hunt; the notices refresh the other screens. */
function useHuntStep<V>(call: (v: V) => Promise<Hunt>, done?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [Topic.hunts] });
      if (done) toast.success('Başarılı', { description: done });
    },
  });
}

const hunt = { schema: contract('Hunt') };

export const useCreateHunt = () =>
  useHuntStep((body: CreateHuntRequest) => api.post('/api/admin/hunts', body, hunt), 'Bonus avı oluşturuldu.');
export const useAddSlot = (id: string) => useHuntStep((body: AddHuntSlotRequest) => api.post(`${base(id)}/slots`, body, hunt));
export const useUpdateSlot = (id: string) =>
  useHuntStep(({ slotId, ...body }: AddHuntSlotRequest & { slotId: string }) =>
    api.patch(`${base(id)}/slots/${slotId}`, body, hunt),
  );
export const useRemoveSlot = (id: string) => useHuntStep((slotId: string) => api.delete(`${base(id)}/slots/${slotId}`, hunt));
export const useReorder = (id: string) =>
  useHuntStep((body: { slotIds: string[] } | { shuffle: true }) => api.post(`${base(id)}/order`, body, hunt));
export const useRecordResult = (id: string) =>
  useHuntStep(({ slotId, win }: { slotId: string; win: number }) =>
    api.post(`${base(id)}/slots/${slotId}/result`, { win }, hunt),
  );

export type HuntStep = 'close-predictions' | 'start-opening' | 'cancel';
const STEP_DONE: Record<HuntStep, string> = {
  'close-predictions': 'Tahminler kapatıldı; tahmin özeti yayımlandı.',
  'start-opening': 'Açılış başladı.',
  cancel: 'Bonus avı iptal edildi; katılım ücretleri iade edildi.',
};
export const useHuntStepCall = (id: string, step: HuntStep) =>
  useHuntStep(() => api.post(`${base(id)}/${step}`, {}, hunt), STEP_DONE[step]);
export const useFinishHunt = (id: string) =>
  useHuntStep(
    (remainingAsZero: boolean) => api.post(`${base(id)}/finish`, { remainingAsZero }, hunt),
    'Bonus avı bitti; ödüller yatırıldı.',
  );
