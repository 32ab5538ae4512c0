import { AdminEventList, TicketCompanyList } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

/** Every ticket company (staff), for the draw form; refreshed by the ticket companies' notices. */
const ticketCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: [Topic.ticketCompanies, 'draw-sources'],
    queryFn: () => api.get('/api/ticket-companies/all', { schema: TicketCompanyList }),
  });

/** Every event (staff), for the draw form; refreshed by the admin events' notices. */
const eventsQueryOptions = () =>
  queryOptions({
    queryKey: [Topic.adminEvents, 'draw-sources'],
    queryFn: () => api.get('/api/admin/events', { schema: AdminEventList }),
  });

export const useDrawSources = (enabled: boolean) => ({
  companies: useQuery({ ...ticketCompaniesQueryOptions(), enabled }),
  events: useQuery({ ...eventsQueryOptions(), enabled }),
});
