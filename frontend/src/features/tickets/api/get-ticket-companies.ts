import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contract } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

/** GET /api/ticket-companies: the active ones, in sortOrder (the ticket page's step 1). */
export const activeTicketCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: [Topic.ticketCompanies, 'active'],
    queryFn: () => api.get('/api/ticket-companies', { schema: contract('TicketCompanyList') }),
  });

/** GET /api/ticket-companies/all (staff). */
export const allTicketCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: [Topic.ticketCompanies, 'all'],
    queryFn: () => api.get('/api/ticket-companies/all', { schema: contract('TicketCompanyList') }),
  });

export const useActiveTicketCompanies = () => useQuery(activeTicketCompaniesQueryOptions());
export const useAllTicketCompanies = () => useQuery(allTicketCompaniesQueryOptions());
