import type { TicketCompany } from '@app/contracts';
import { Building } from 'lucide-react';
import { AdminCatalogPage, linkColumn } from '@/components/layouts/admin-catalog-page';
import { formatCurrency } from '@/lib/format';
import { useAllTicketCompanies } from '../api/get-ticket-companies';
import { ticketCompanyMutations } from '../api/save-ticket-company';
import { useTicketSettings } from '../api/ticket-settings';
import { CompanyLogo } from './company-logo';
import { TicketCompanyFormDialog } from './ticket-company-form-dialog';

/** Admin screen 6: as the companies screen (the shared catalog page), plus content image and ticket price. */
export function AdminTicketCompanies() {
  const query = useAllTicketCompanies();
  const { data: settings } = useTicketSettings();

  return (
    <AdminCatalogPage<TicketCompany>
      title="Bilet Firmaları"
      description="Bilet sisteminde seçilebilen firmalar ve bilet fiyatları"
      newLabel="Yeni Bilet Firması"
      emptyIcon={Building}
      emptyText="Henüz bilet firması eklenmemiş."
      tableLabel="Bilet firmaları"
      rowTestId="admin-ticket-company-row"
      query={query}
      what="Bilet firmaları"
      columns={[
        { header: 'Logo', cell: (c) => <CompanyLogo src={c.logoUrl} className="size-11 rounded-lg" /> },
        {
          header: 'İçerik Görseli',
          cell: (c) =>
            c.contentImage ? (
              <img src={c.contentImage} alt="" className="h-11 w-20 rounded-lg object-cover" />
            ) : (
              <span className="text-slate-400">-</span>
            ),
        },
        { header: 'Ad', className: 'font-medium', cell: (c) => c.name },
        {
          header: 'Bilet Fiyatı',
          className: 'tabular-nums',
          cell: (c) =>
            c.ticketPrice !== null ? (
              formatCurrency(c.ticketPrice)
            ) : (
              <span className="text-slate-500 dark:text-slate-400">
                {settings ? formatCurrency(settings.ticketPrice) : '-'} (varsayılan)
              </span>
            ),
        },
        linkColumn('Web Sitesi', (c) => c.websiteUrl),
      ]}
      mutations={ticketCompanyMutations}
      updated="Bilet firması güncellendi"
      removed="Bilet firması silindi"
      deleteTitle="Bilet firmasını sil"
      deleteDescription={(c) => `'${c.name}' kalıcı olarak silinecek. Bu işlem geri alınamaz.`}
      renderDialog={(d) => (
        <TicketCompanyFormDialog open={d.open} company={d.item} nextSortOrder={d.nextSortOrder} onClose={d.onClose} />
      )}
    />
  );
}
