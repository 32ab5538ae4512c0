import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contract } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

/** GET /api/companies: the active ones, for the home page (which simply leaves the section out on failure). */
export const publicCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: [Topic.companies, 'public'],
    queryFn: () => api.get('/api/companies', { schema: contract('PublicCompanyList') }),
    meta: { silent: true },
  });

/** GET /api/companies/all (staff). */
export const allCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: [Topic.companies, 'all'],
    queryFn: () => api.get('/api/companies/all', { schema: contract('AdminCompanyList') }),
  });

export const usePublicCompanies = () => useQuery(publicCompaniesQueryOptions());
export const useAllCompanies = () => useQuery(allCompaniesQueryOptions());
