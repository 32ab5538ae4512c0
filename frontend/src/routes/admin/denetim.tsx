import { createFileRoute, redirect } from '@tanstack/react-router';
import { currentUserQueryOptions } from '@/lib/current-user';
import { AuditPage } from '@/features/audit/components/audit-page';
import { parseAuditSearch } from '@/features/audit/lib/audit-search';
import { toast } from '@/lib/toast';

/** The filters live in the URL (?yetkili=&islem=&baslangic=&bitis=), so a reload or a link shows the same rows. */
export const Route = createFileRoute('/admin/denetim')({
  validateSearch: parseAuditSearch,
  // Editors reach the admin area but not this page: the server answers them 403 in any case.
  beforeLoad: async ({ context: { queryClient }, preload }) => {
    const user = await queryClient.ensureQueryData(currentUserQueryOptions());
    if (user?.role === 'super_admin') return;
    if (!preload) toast.error('Yetkisiz Erişim', { description: 'Denetim kaydını yalnızca süper adminler görebilir.' });
    throw redirect({ to: '/admin' });
  },
  component: AuditRoute,
});

function AuditRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AuditPage
      filters={{ actor: s.yetkili, type: s.islem, from: s.baslangic, to: s.bitis }}
      onFiltersChange={(f) =>
        void navigate({ search: { yetkili: f.actor, islem: f.type, baslangic: f.from, bitis: f.to }, replace: true })
      }
    />
  );
}
