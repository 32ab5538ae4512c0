import { AUDIT_PAGE, AuditActorList, AuditPage, type AuditType } from '@app/contracts';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { Topic } from '@app/contracts/plain';

export interface AuditFilters {
  actor?: string;
  type?: AuditType;
  /** Istanbul days, `YYYY-MM-DD`, both included. */
  from?: string;
  to?: string;
}

const query = (params: Record<string, string | number | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
};

/** GET /api/admin/audit (super_admin): newest first, page after page; the `admin-audit` notice refetches. */
export const auditQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: [Topic.adminAudit, 'list', filters],
    queryFn: ({ pageParam, signal }) =>
      api.get(`/api/admin/audit${query({ ...filters, limit: AUDIT_PAGE.default, before: pageParam ?? undefined })}`, {
        schema: AuditPage,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.length === AUDIT_PAGE.default ? last.at(-1)!.id : undefined),
  });

export const useAudit = (filters: AuditFilters) => useInfiniteQuery(auditQueryOptions(filters));

export const auditCsvUrl = (filters: AuditFilters) => `/api/admin/audit.csv${query({ ...filters })}`;

export const auditActorsQueryOptions = () =>
  queryOptions({
    queryKey: [Topic.adminAudit, 'actors'],
    queryFn: () => api.get('/api/admin/audit/actors', { schema: AuditActorList }),
  });
export const useAuditActors = () => useQuery(auditActorsQueryOptions());
