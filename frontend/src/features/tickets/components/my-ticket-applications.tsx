import { Link } from '@tanstack/react-router';
import { Ticket } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatCurrency, formatNumber } from '@/lib/format';
import { formatLongDate } from '@/lib/format-date';
import { useMyTicketApplications } from '../api/get-my-ticket-applications';
import { TicketStatusBadge } from './ticket-status-badge';

/** Profile 'Biletlerim': the member's applications; badges follow staff decisions live. */
export function MyTicketApplications() {
  const { data: applications, isPending } = useMyTicketApplications();
  return (
    <section aria-labelledby="my-tickets" data-testid="my-ticket-applications">
      <h2 id="my-tickets" className="mb-4 flex items-center gap-3 text-2xl font-bold tracking-tight">
        <Ticket className="size-6 text-brand-500" aria-hidden="true" /> Biletlerim
      </h2>
      {isPending ? null : !applications?.length ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center">
          <p className="text-slate-600 dark:text-slate-400">Henüz bilet başvurunuz bulunmamaktadır.</p>
          <Link to="/bilet-sistemi" className={buttonClass('primary', 'md')}>
            Bilet Sistemine Git
          </Link>
        </Card>
      ) : (
        <Card className="divide-y divide-slate-100 dark:divide-slate-800">
          {applications.map((a) => (
            <div
              key={a.id}
              className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-center sm:gap-6"
              data-testid="my-ticket-application"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words">{a.ticketCompany.name}</p>
                <p className="text-sm text-slate-500 dark:text-slate-400">{formatLongDate(a.createdAt)}</p>
                {a.adminNote && (
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                    Admin notu: <span className="break-words">{a.adminNote}</span>
                  </p>
                )}
              </div>
              <div className="flex items-center justify-between gap-4 sm:justify-end">
                <span className="font-semibold tabular-nums">{formatCurrency(a.investmentAmount)}</span>
                <span className="text-sm text-slate-600 tabular-nums dark:text-slate-300">
                  {formatNumber(a.ticketCount)} bilet
                </span>
                <TicketStatusBadge status={a.status} />
              </div>
            </div>
          ))}
        </Card>
      )}
    </section>
  );
}
