import type { TicketCompany } from '@app/contracts';
import { Building, Plus } from 'lucide-react';
import { useState } from 'react';
import { AdminPage } from '@/components/layouts/admin-page';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { failedWithoutData, LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { Table, Td, Th, truncate } from '@/components/ui/table';
import { formatCurrency } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useAllTicketCompanies } from '../api/get-ticket-companies';
import { useDeleteTicketCompany, useUpdateTicketCompany } from '../api/save-ticket-company';
import { useTicketSettings } from '../api/ticket-settings';
import { TicketCompanyFormDialog } from './ticket-company-form-dialog';
import { CompanyLogo } from './company-logo';
import { EmptyState } from '@/components/ui/empty-state';
import { RowActions } from '@/components/ui/row-actions';

/** Admin screen 6: as the companies screen, plus content image and ticket price. */
export function AdminTicketCompanies() {
  const list = useAllTicketCompanies();
  const { data: companies, isLoading } = list;
  const { data: settings } = useTicketSettings();
  const update = useUpdateTicketCompany();
  const remove = useDeleteTicketCompany();
  const [dialog, setDialog] = useState<{ open: boolean; company: TicketCompany | null }>({ open: false, company: null });
  const [deleting, setDeleting] = useState<TicketCompany | null>(null);
  const next = companies?.length ? Math.max(...companies.map((c) => c.sortOrder)) + 1 : 0;

  const toggle = (c: TicketCompany, on: boolean) =>
    update.mutate(
      { id: c.id, body: { status: on ? 'active' : 'inactive' } },
      { onSuccess: () => toast.success('Başarılı', { description: 'Bilet firması güncellendi' }) },
    );
  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => (toast.success('Başarılı', { description: 'Bilet firması silindi' }), setDeleting(null)),
    });

  return (
    <AdminPage
      title="Bilet Firmaları"
      description="Bilet sisteminde seçilebilen firmalar ve bilet fiyatları"
      actions={
        <Button onClick={() => setDialog({ open: true, company: null })}>
          <Plus className="size-4" aria-hidden="true" /> Yeni Bilet Firması
        </Button>
      }
    >
      {failedWithoutData(list) ? (
        <LoadFailed what="Bilet firmaları" query={list} />
      ) : isLoading ? (
        <Spinner />
      ) : !companies?.length ? (
        <EmptyState icon={Building}>Henüz bilet firması eklenmemiş.</EmptyState>
      ) : (
        <Table aria-label="Bilet firmaları" className="min-w-[900px]">
          <thead>
            <tr>
              <Th className="w-16">Sıra</Th>
              <Th>Logo</Th>
              <Th>İçerik Görseli</Th>
              <Th>Ad</Th>
              <Th>Bilet Fiyatı</Th>
              <Th>Web Sitesi</Th>
              <Th>Durum</Th>
              <Th className="text-right">İşlemler</Th>
            </tr>
          </thead>
          <tbody>
            {companies.map((c) => (
              <tr key={c.id} data-testid="admin-ticket-company-row">
                <Td className="font-mono text-slate-500">{c.sortOrder}</Td>
                <Td>
                  <CompanyLogo src={c.logoUrl} className="size-11 rounded-lg" />
                </Td>
                <Td>
                  {c.contentImage ? (
                    <img src={c.contentImage} alt="" className="h-11 w-20 rounded-lg object-cover" />
                  ) : (
                    <span className="text-slate-400">-</span>
                  )}
                </Td>
                <Td className="font-medium">{c.name}</Td>
                <Td className="tabular-nums">
                  {c.ticketPrice !== null ? (
                    formatCurrency(c.ticketPrice)
                  ) : (
                    <span className="text-slate-500 dark:text-slate-400">
                      {settings ? formatCurrency(settings.ticketPrice) : '-'} (varsayılan)
                    </span>
                  )}
                </Td>
                <Td className="text-slate-500 dark:text-slate-400" title={c.websiteUrl ?? undefined}>
                  {c.websiteUrl ? truncate(c.websiteUrl) : '-'}
                </Td>
                <Td>
                  <Switch
                    label={c.status === 'active' ? 'Aktif' : 'Pasif'}
                    checked={c.status === 'active'}
                    onChange={(on) => toggle(c, on)}
                  />
                </Td>
                <Td className="text-right whitespace-nowrap">
                  <RowActions onEdit={() => setDialog({ open: true, company: c })} onDelete={() => setDeleting(c)} />
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <TicketCompanyFormDialog
        open={dialog.open}
        company={dialog.company}
        nextSortOrder={next}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        pending={remove.isPending}
        title="Bilet firmasını sil"
        description={`'${deleting?.name ?? ''}' kalıcı olarak silinecek. Bu işlem geri alınamaz.`}
      />
    </AdminPage>
  );
}
