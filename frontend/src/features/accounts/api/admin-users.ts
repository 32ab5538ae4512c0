import {
  ADMIN_USERS_PAGE,
  type AdjustPointsRequest,
  AdjustPointsResponse,
  AdminUser,
  AdminUserList,
  LEDGER_PAGE,
  LedgerPage,
  PasswordResetLink,
  type Role,
  TicketApplicationList,
  type UpdateUserRequest,
  UserRewardList,
} from '@app/contracts';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useInvalidate } from '@/lib/mutations';
import { Topic } from '@app/contracts/plain';

export interface UserFilters {
  search?: string;
  role?: Role;
}

const query = (params: Record<string, string | number | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
};

const userPath = (id: string, rest = '') => `/api/admin/users/${encodeURIComponent(id)}${rest}`;

/** GET /api/admin/users: page after page ("Daha Fazla"); the `admin-users` notice refetches the loaded pages. */
export const adminUsersQueryOptions = (filters: UserFilters) =>
  infiniteQueryOptions({
    queryKey: [Topic.adminUsers, 'list', filters],
    queryFn: ({ pageParam, signal }) =>
      api.get(`/api/admin/users${query({ ...filters, limit: ADMIN_USERS_PAGE.default, before: pageParam ?? undefined })}`, {
        schema: AdminUserList,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.length === ADMIN_USERS_PAGE.default ? last.at(-1)!.id : undefined),
  });

export const useAdminUsers = (filters: UserFilters) => useInfiniteQuery(adminUsersQueryOptions(filters));

/** The same list as a CSV download (the browser follows the link). */
export const adminUsersCsvUrl = (filters: UserFilters) => `/api/admin/users.csv${query({ ...filters })}`;

export const adminUserQueryOptions = (id: string) =>
  queryOptions({ queryKey: [Topic.adminUsers, 'detail', id], queryFn: () => api.get(userPath(id), { schema: AdminUser }) });
export const useAdminUser = (id: string | undefined) => useQuery({ ...adminUserQueryOptions(id ?? ''), enabled: !!id });

/** The member's points ledger in the drawer; every balance change sends `admin-users` to staff. */
export const adminUserLedgerQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: [Topic.adminUsers, 'ledger', id],
    queryFn: ({ pageParam, signal }) =>
      api.get(userPath(id, `/ledger${query({ limit: LEDGER_PAGE.default, before: pageParam ?? undefined })}`), {
        schema: LedgerPage,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.length === LEDGER_PAGE.default ? last.at(-1)!.id : undefined),
  });
export const useAdminUserLedger = (id: string) => useInfiniteQuery(adminUserLedgerQueryOptions(id));

/** Keyed under the staff's ticket queue topic, so an approval elsewhere refreshes the open drawer. */
export const useAdminUserApplications = (id: string) =>
  useQuery({
    queryKey: [Topic.adminTicketApplications, 'user', id],
    queryFn: () => api.get(userPath(id, '/ticket-applications'), { schema: TicketApplicationList }),
  });

/** Keyed under the staff's orders topic, so a purchase, delivery or cancellation refreshes the open drawer. */
export const useAdminUserPurchases = (id: string) =>
  useQuery({
    queryKey: [Topic.rewardOrders, 'user', id],
    queryFn: () => api.get(userPath(id, '/purchases'), { schema: UserRewardList }),
  });

const useRefreshUsers = () => useInvalidate(Topic.adminUsers);

/** PATCH /api/admin/users/:id (super_admin): role and ban; 409 for the last super_admin. */
export function useUpdateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateUserRequest }) => api.patch(userPath(id), body, { schema: AdminUser }),
    onSuccess: refresh,
  });
}

/** POST /api/admin/users/:id/points: a manual correction; 422 when it would go below zero. */
export function useAdjustPoints() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdjustPointsRequest }) =>
      api.post(userPath(id, '/points'), body, { schema: AdjustPointsResponse }),
    onSuccess: refresh,
  });
}

/** POST /api/admin/users/:id/password-reset-link (super_admin, members only): the link, shown once. */
export const useIssueResetLink = () =>
  useMutation({
    mutationFn: (id: string) => api.post(userPath(id, '/password-reset-link'), {}, { schema: PasswordResetLink }),
  });

/** DELETE /api/admin/users/:id/2fa (super_admin): the staff member enrols again; their sessions end. */
export function useResetTwoFactor() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (id: string) => api.delete(userPath(id, '/2fa'), { schema: AdminUser }),
    onSuccess: refresh,
  });
}
