import { createFileRoute } from '@tanstack/react-router';
import { AdminUsersPage } from '@/features/accounts/components/admin/users-page';
import { parseUsersSearch } from '@/features/accounts/lib/users-search';

/** Search, role and the open member live in the URL (?ara=&rol=&uye=), so a reload or a link shows the same. */
export const Route = createFileRoute('/admin/kullanicilar')({
  validateSearch: parseUsersSearch,
  component: UsersRoute,
});

function UsersRoute() {
  const { ara, rol, uye } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminUsersPage
      filters={{ search: ara, role: rol }}
      openId={uye}
      onFiltersChange={(f) => void navigate({ search: (s) => ({ ...s, ara: f.search, rol: f.role }), replace: true })}
      onOpenChange={(id) => void navigate({ search: (s) => ({ ...s, uye: id }) })}
    />
  );
}
