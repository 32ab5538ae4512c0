import { UsersRound } from 'lucide-react';
import { AdminPage } from '@/components/layouts/admin-page';
import { LoadMore } from '@/components/ui/table';
import { Card } from '@/components/ui/card';
import { DownloadLink } from '@/components/ui/download-link';
import { Spinner } from '@/components/ui/spinner';
import { useIsDesktop } from '@/lib/use-media-query';
import { adminUsersCsvUrl, useAdminUsers, type UserFilters } from '../../api/admin-users';
import { UserDrawer } from './user-drawer';
import type { UserHistoryViews } from './user-history';
import { UserFilterBar } from './user-filters';
import { UsersList } from './users-list';
import { UsersTable } from './users-table';

interface AdminUsersPageProps {
  filters: UserFilters;
  /** The member whose drawer is open (in the URL, so a link opens it). */
  openId?: string;
  onFiltersChange: (next: UserFilters) => void;
  onOpenChange: (id: string | undefined) => void;
  /** The other slices' pieces the member's history shows (lent by the route). */
  historyViews: UserHistoryViews;
}

/** /admin/kullanicilar: members and staff, searched and filtered, with a drawer per member. */
export function AdminUsersPage({ filters, openId, onFiltersChange, onOpenChange, historyViews }: AdminUsersPageProps) {
  const query = useAdminUsers(filters);
  const { data, isPending, isError, error } = query;
  const users = data?.pages.flat() ?? [];
  const isDesktop = useIsDesktop();
  const filtered = !!(filters.search || filters.role);

  return (
    <AdminPage
      title="Kullanıcılar"
      description="Üyeleri ve yöneticileri arayın; rollerini, engellerini ve puanlarını yönetin"
      actions={<DownloadLink href={adminUsersCsvUrl(filters)} />}
    >
      <Card className="p-4 sm:p-5">
        <UserFilterBar filters={filters} onChange={onFiltersChange} />
      </Card>

      {isPending ? (
        <Spinner />
      ) : isError || users.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
          <UsersRound className="size-8 text-accent-500" aria-hidden="true" />
          <p className="text-slate-600 dark:text-slate-400" data-testid="users-empty">
            {isError
              ? `Kullanıcılar yüklenemedi: ${error.message}`
              : filtered
                ? 'Aramanızla eşleşen kullanıcı bulunamadı.'
                : 'Henüz kayıtlı kullanıcı yok.'}
          </p>
        </Card>
      ) : (
        <>
          {isDesktop ? <UsersTable users={users} onOpen={onOpenChange} /> : <UsersList users={users} onOpen={onOpenChange} />}
          <LoadMore query={query} />
        </>
      )}

      <UserDrawer userId={openId} onClose={() => onOpenChange(undefined)} views={historyViews} />
    </AdminPage>
  );
}
