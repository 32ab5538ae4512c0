import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contract } from '@/lib/api-client';

/** The same answer "Verilerimi İndir" saves as a file; the page shows it, never a copy of its own. */
export const getMyData = () => api.get('/api/me/export', { schema: contract('MemberDataExport') });

// Never cached: the page is a snapshot taken when opened, as the file is when downloaded.
export const myDataQueryOptions = () => queryOptions({ queryKey: ['me', 'export'], queryFn: getMyData, gcTime: 0 });

export const useMyData = () => useQuery(myDataQueryOptions());
