import type { AdminCompany } from '@app/contracts';
import { Building2 } from 'lucide-react';
import { AdminCatalogPage, linkColumn } from '@/components/layouts/admin-catalog-page';
import { useAllCompanies } from '../api/get-companies';
import { companyMutations } from '../api/save-company';
import { CompanyFormDialog } from './company-form-dialog';

/** Admin screen 5: order, logo, name, website, status toggle, edit, delete. */
export function AdminCompanies() {
  const query = useAllCompanies();

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
        linkColumn('Web Sitesi', (c) => c.websiteUrl),
      ]}
      mutations={companyMutations}
      updated="Firma güncellendi"
      removed="Firma silindi"
      deleteTitle="Firmayı sil"
      deleteDescription={(c) => `'${c.name}' kalıcı olarak silinecek. Bu işlem geri alınamaz.`}
      renderDialog={(d) => (
        <CompanyFormDialog open={d.open} company={d.item} nextSortOrder={d.nextSortOrder} onClose={d.onClose} />
      )}
    />
  );
}
