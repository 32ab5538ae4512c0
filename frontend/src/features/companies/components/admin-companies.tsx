import type { AdminCompany } from '@app/contracts';
import { Building2, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { AdminPage } from '@/components/layouts/admin-page';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { Table, Td, Th, truncate } from '@/components/ui/table';
import { toast } from '@/lib/toast';
import { useAllCompanies } from '../api/get-companies';
import { useDeleteCompany, useUpdateCompany } from '../api/save-company';
import { CompanyFormDialog } from './company-form-dialog';

/** Admin screen 5: order, logo, name, website, status toggle, edit, delete. */
export function AdminCompanies() {
  const { data: companies, isLoading } = useAllCompanies();
  const update = useUpdateCompany();
  const remove = useDeleteCompany();
  const [dialog, setDialog] = useState<{ open: boolean; company: AdminCompany | null }>({ open: false, company: null });
  const [deleting, setDeleting] = useState<AdminCompany | null>(null);
  const next = companies?.length ? Math.max(...companies.map((c) => c.sortOrder)) + 1 : 0;

  const toggle = (c: AdminCompany, on: boolean) =>
    update.mutate(
      { id: c.id, body: { status: on ? 'active' : 'inactive' } },
      { onSuccess: () => toast.success('Başarılı', { description: 'Firma güncellendi' }) },
    );
  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, { onSuccess: () => (toast.success('Başarılı', { description: 'Firma silindi' }), setDeleting(null)) });

  return (
    <AdminPage
      title="Firmalar"
      description="Ana sayfadaki partner firma logoları"
      actions={
        <Button onClick={() => setDialog({ open: true, company: null })}>
          <Plus className="size-4" aria-hidden="true" /> Yeni Firma
        </Button>
      }
    >
      {isLoading ? (
        <Spinner />
      ) : !companies?.length ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
          <Building2 className="size-8 text-accent-500" aria-hidden="true" />
          <p className="text-slate-600 dark:text-slate-400">Henüz firma eklenmemiş.</p>
        </Card>
      ) : (
        <Table aria-label="Firmalar">
          <thead>
            <tr>
              <Th className="w-16">Sıra</Th>
              <Th>Logo</Th>
              <Th>Ad</Th>
              <Th>Web Sitesi</Th>
              <Th>Durum</Th>
              <Th className="text-right">İşlemler</Th>
            </tr>
          </thead>
          <tbody>
            {companies.map((c) => (
              <tr key={c.id} data-testid="admin-company-row">
                <Td className="font-mono text-slate-500">{c.sortOrder}</Td>
                <Td>
                  <img src={c.logoUrl} alt="" className="size-11 rounded-lg object-contain" />
                </Td>
                <Td className="font-medium">{c.name}</Td>
                <Td className="text-slate-500 dark:text-slate-400" title={c.websiteUrl ?? undefined}>
                  {c.websiteUrl ? truncate(c.websiteUrl) : '-'}
                </Td>
                <Td>
                  <Switch label={c.status === 'active' ? 'Aktif' : 'Pasif'} checked={c.status === 'active'} onChange={(on) => toggle(c, on)} />
                </Td>
                <Td className="text-right whitespace-nowrap">
                  <Button variant="ghost" size="icon" aria-label="Düzenle" title="Düzenle" onClick={() => setDialog({ open: true, company: c })}>
                    <Pencil />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label="Sil" title="Sil" className="text-red-600 dark:text-red-400" onClick={() => setDeleting(c)}>
                    <Trash2 />
                  </Button>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <CompanyFormDialog open={dialog.open} company={dialog.company} nextSortOrder={next} onClose={() => setDialog((d) => ({ ...d, open: false }))} />
      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        pending={remove.isPending}
        title="Firmayı sil"
        description={`'${deleting?.name ?? ''}' kalıcı olarak silinecek. Bu işlem geri alınamaz.`}
      />
    </AdminPage>
  );
}
