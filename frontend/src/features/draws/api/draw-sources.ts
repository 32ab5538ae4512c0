import { AdminEventList, TicketCompanyList } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { topics } from '@/lib/topics';

/** Every ticket company (staff), for the draw form; refreshed by the ticket companies' notices. */
const ticketCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: [topics.ticketCompanies, 'draw-sources'],
    queryFn: () => api.get('/api/ticket-companies/all', { schema: TicketCompanyList }),
  });

/** Every event (staff), for the draw form; refreshed by the admin events' notices. */
const eventsQueryOptions = () =>
  queryOptions({ queryKey: [topics.adminEvents, 'draw-sources'], queryFn: () => api.get('/api/admin/events', { schema: AdminEventList }) });

export const useDrawSources = (enabled: boolean) => ({
  companies: useQuery({ ...ticketCompaniesQueryOptions(), enabled }),
  events: useQuery({ ...eventsQueryOptions(), enabled }),
});
