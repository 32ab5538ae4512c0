import { type CreateDrawRequest, Draw, DrawEntrants, DrawList } from '@app/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { Topic } from '@app/contracts/plain';

/** GET /api/admin/draws (staff). */
export const adminDrawsQueryOptions = () =>
  queryOptions({ queryKey: [Topic.adminDraws, 'list'], queryFn: () => api.get('/api/admin/draws', { schema: DrawList }) });

export const useAdminDraws = () => useQuery(adminDrawsQueryOptions());

/** GET /api/admin/draws/:id/entrants: asked for as staff are about to run a draw, never cached for long. */
export const drawEntrantsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [Topic.adminDraws, 'entrants', id],
    queryFn: () => api.get(`/api/admin/draws/${encodeURIComponent(id)}/entrants`, { schema: DrawEntrants }),
  });

export const useDrawEntrants = (id: string) =>
  // Counted afresh each time the confirmation opens: entries may have come since the last look.
  useQuery({ ...drawEntrantsQueryOptions(id), refetchOnMount: 'always' });

const path = (id: string, action: 'run' | 'cancel') => `/api/admin/draws/${encodeURIComponent(id)}/${action}`;

function useRefreshDraws() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [Topic.adminDraws] }),
      queryClient.invalidateQueries({ queryKey: [Topic.draws] }),
    ]);
}

/** POST /api/admin/draws; field errors are left to the form (meta.silent keeps the toast for others). */
export function useCreateDraw() {
  const refresh = useRefreshDraws();
  return useMutation({
    mutationFn: (body: CreateDrawRequest) => api.post('/api/admin/draws', body, { schema: Draw }),
    onSuccess: async () => {
      await refresh();
      toast.success('Başarılı', { description: 'Çekiliş oluşturuldu; taahhüt yayımlandı.' });
    },
  });
}

export function useRunDraw() {
  const refresh = useRefreshDraws();
  return useMutation({
    mutationFn: (id: string) => api.post(path(id, 'run'), undefined, { schema: Draw }),
    onSuccess: async (draw) => {
      await refresh();
      const count = draw.winners.length;
      toast.success('Çekiliş yapıldı', {
        description: count ? `${count} kazanan belirlendi.` : 'Katılım olmadığı için kazanan çıkmadı.',
      });
    },
  });
}

export function useCancelDraw() {
  const refresh = useRefreshDraws();
  return useMutation({
    mutationFn: (id: string) => api.post(path(id, 'cancel'), undefined, { schema: Draw }),
    onSuccess: async () => {
      await refresh();
      toast.success('Çekiliş iptal edildi', { description: 'Tohum açıklandı; bu çekiliş artık yapılamaz.' });
    },
  });
}
