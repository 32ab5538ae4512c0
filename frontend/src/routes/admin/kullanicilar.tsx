import { createFileRoute } from '@tanstack/react-router';
import { AdminUsersPage } from '@/features/accounts/components/admin/users-page';
import { parseUsersSearch } from '@/features/accounts/lib/users-search';
import { LedgerTable } from '@/features/points/components/ledger-table';
import { OrderStatusBadge } from '@/features/rewards/components/order-status';
import { TicketStatusBadge } from '@/features/tickets/components/ticket-status-badge';

/** What a member's history shows of the points, tickets and rewards slices. */
const historyViews = { LedgerTable, ApplicationStatus: TicketStatusBadge, OrderStatus: OrderStatusBadge };

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
      historyViews={historyViews}
    />
  );
}
