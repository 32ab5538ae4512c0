import type { AdminCompany } from '@app/contracts';
import { Building2 } from 'lucide-react';
import { AdminCatalogPage } from '@/components/layouts/admin-catalog-page';
import { truncate } from '@/components/ui/table';
import { toast } from '@/lib/toast';
import { useAllCompanies } from '../api/get-companies';
import { useDeleteCompany, useUpdateCompany } from '../api/save-company';
import { CompanyFormDialog } from './company-form-dialog';

/** Admin screen 5: order, logo, name, website, status toggle, edit, delete. */
export function AdminCompanies() {
  const query = useAllCompanies();
  const update = useUpdateCompany();
  const remove = useDeleteCompany();

  return (
    <AdminCatalogPage<AdminCompany>
      title="Firmalar"
      description="Ana sayfadaki partner firma logoları"
      newLabel="Yeni Firma"
      emptyIcon={Building2}
      emptyText="Henüz firma eklenmemiş."
      tableLabel="Firmalar"
      rowTestId="admin-company-row"
      query={query}
      what="Firmalar"
      columns={[
        { header: 'Logo', cell: (c) => <img src={c.logoUrl} alt="" className="size-11 rounded-lg object-contain" /> },
        { header: 'Ad', className: 'font-medium', cell: (c) => c.name },
        {
          header: 'Web Sitesi',
          className: 'text-slate-500 dark:text-slate-400',
          cell: (c) => <span title={c.websiteUrl ?? undefined}>{c.websiteUrl ? truncate(c.websiteUrl) : '-'}</span>,
        },
      ]}
      onToggle={(c, on) =>
        update.mutate(
          { id: c.id, body: { status: on ? 'active' : 'inactive' } },
          { onSuccess: () => toast.success('Başarılı', { description: 'Firma güncellendi' }) },
        )
      }
      onDelete={(c, done) =>
        remove.mutate(c.id, { onSuccess: () => (toast.success('Başarılı', { description: 'Firma silindi' }), done()) })
      }
      deletePending={remove.isPending}
      deleteTitle="Firmayı sil"
      deleteDescription={(c) => `'${c.name}' kalıcı olarak silinecek. Bu işlem geri alınamaz.`}
      renderDialog={(d) => (
        <CompanyFormDialog open={d.open} company={d.item} nextSortOrder={d.nextSortOrder} onClose={d.onClose} />
      )}
    />
  );
}
