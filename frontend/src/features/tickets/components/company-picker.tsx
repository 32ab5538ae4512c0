import type { TicketCompany } from '@app/contracts';
import { Building2 } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { failedWithoutData, type FailedQuery, LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { formatCurrency } from '@/lib/format';
import { CompanyLogo } from './company-logo';

/** Step 1 'Firma Seçin': the active ticket companies as a grid of buttons. */
export function CompanyPicker({
  query,
  defaultPrice,
  onPick,
}: {
  query: FailedQuery & { data: TicketCompany[] | undefined; isPending: boolean };
  defaultPrice: number | undefined;
  onPick: (company: TicketCompany) => void;
}) {
  const companies = query.data;
  return (
    <section aria-labelledby="pick-company">
      <h2 id="pick-company" className="mb-5 text-2xl font-bold tracking-tight">
        Firma Seçin
      </h2>
      {failedWithoutData(query) ? (
        <LoadFailed what="Firmalar" query={query} />
      ) : query.isPending ? (
        <Spinner />
      ) : !companies?.length ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
          <Building2 className="size-8 text-accent-500" aria-hidden="true" />
          <p className="text-slate-600 dark:text-slate-400">Şu anda aktif firma bulunmamaktadır.</p>
        </Card>
      ) : (
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {companies.map((c) => {
            const price = c.ticketPrice ?? defaultPrice;
            return (
              <button
                key={c.id}
                type="button"
                onClick={() => onPick(c)}
                data-testid="ticket-company"
                className="group flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-lg focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-slate-800 dark:bg-slate-900"
              >
                <CompanyLogo src={c.logoUrl} className="h-16 w-full max-w-40" />
                <span className="font-semibold break-words">{c.name}</span>
                {price !== undefined && (
                  <span className="text-xs text-slate-500 dark:text-slate-400">1 Bilet = {formatCurrency(price)}</span>
                )}
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}
