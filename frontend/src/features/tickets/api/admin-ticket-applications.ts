import { AdminTicketApplication, AdminTicketApplicationList, type DecideTicketApplicationRequest } from '@app/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { itemPathOf, useInvalidate } from '@/lib/mutations';
import { Topic } from '@app/contracts/plain';

/** GET /api/admin/ticket-applications (staff): every application with the member's account and company. */
export const adminTicketApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: [Topic.adminTicketApplications],
    queryFn: () => api.get('/api/admin/ticket-applications', { schema: AdminTicketApplicationList }),
  });

export const useAdminTicketApplications = () => useQuery(adminTicketApplicationsQueryOptions());

/** The queue as a CSV download, for one company tab (or all of them). */
export const adminTicketApplicationsCsvUrl = (ticketCompanyId: string | null) =>
  `/api/admin/ticket-applications.csv${ticketCompanyId ? `?ticketCompanyId=${encodeURIComponent(ticketCompanyId)}` : ''}`;

const itemPath = itemPathOf('/api/admin/ticket-applications');
/** What a decision refetches, so its own notices fetch nothing more (lib/own-changes.ts). */
const REFRESHED = [Topic.adminTicketApplications, Topic.adminTicketNumbers];
const useRefresh = () => useInvalidate(...REFRESHED);

/** PATCH /api/admin/ticket-applications/:id: approve or reject (only while pending; else 409 → 'Hata'). */
export function useDecideTicketApplication() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DecideTicketApplicationRequest }) =>
      api.patch(itemPath(id), body, { schema: AdminTicketApplication, covers: REFRESHED }),
    onSuccess: refresh,
  });
}

/** DELETE /api/admin/ticket-applications/:id. */
export function useDeleteTicketApplication() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete(itemPath(id), { covers: REFRESHED }),
    onSuccess: refresh,
  });
}
