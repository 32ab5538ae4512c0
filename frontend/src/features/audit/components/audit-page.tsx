import { AUDIT_TYPE_LABELS } from '@app/contracts/plain';
import { ScrollText } from 'lucide-react';
import type { ReactNode } from 'react';
import { AdminPage } from '@/components/layouts/admin-page';
import { LoadMore } from '@/components/ui/table';
import { Card } from '@/components/ui/card';
import { DownloadLink } from '@/components/ui/download-link';
import { Spinner } from '@/components/ui/spinner';
import { useIsDesktop } from '@/lib/use-media-query';
import { type AuditFilters, auditCsvUrl, useAudit } from '../api/get-audit';
import { AuditFilterBar, isBadRange } from './audit-filters';
import { AuditList } from './audit-list';
import { AuditTable } from './audit-table';

const Notice = ({ children }: { children: ReactNode }) => (
  <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
    <ScrollText className="size-8 text-accent-500" aria-hidden="true" />
    <p className="text-slate-600 dark:text-slate-400" data-testid="audit-empty">
      {children}
    </p>
  </Card>
);

function Entries({ filters }: { filters: AuditFilters }) {
  const query = useAudit(filters);
  const { data, isPending, isError, error } = query;
  const isDesktop = useIsDesktop();
  const entries = data?.pages.flat() ?? [];
  if (isPending) return <Spinner />;
  if (isError) return <Notice>{`Denetim kaydı yüklenemedi: ${error.message}`}</Notice>;
  if (!entries.length) {
    const filtered = Object.values(filters).some(Boolean);
    return <Notice>{filtered ? 'Bu süzgeçlerle eşleşen kayıt yok.' : 'Henüz kaydedilmiş bir yönetici işlemi yok.'}</Notice>;
  }
  return (
    <>
      {isDesktop ? <AuditTable entries={entries} /> : <AuditList entries={entries} />}
      <LoadMore query={query} />
    </>
  );
}

/** /admin/denetim (super_admin): who did what and when, from the event log. */
export function AuditPage({
  filters: asked,
  onFiltersChange,
}: {
  filters: AuditFilters;
  onFiltersChange: (next: AuditFilters) => void;
}) {
  // The URL parser checks only the shape of ?islem= (the list of types stays out of the first page).
  const filters = asked.type && !Object.hasOwn(AUDIT_TYPE_LABELS, asked.type) ? { ...asked, type: undefined } : asked;
  const badRange = isBadRange(filters);
  return (
    <AdminPage
      title="Denetim Kaydı"
      description="Yöneticilerin yaptığı her işlem: kim, ne zaman, neyi değiştirdi"
      actions={!badRange && <DownloadLink href={auditCsvUrl(filters)} />}
    >
      <Card className="p-4 sm:p-5">
        <AuditFilterBar filters={filters} onChange={onFiltersChange} />
      </Card>
      {badRange ? <Notice>Tarih aralığını düzeltin: başlangıç, bitişten sonra olamaz.</Notice> : <Entries filters={filters} />}
    </AdminPage>
  );
}
