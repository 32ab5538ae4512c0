import { Hash } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { useMyTicketNumbers } from '../api/get-my-ticket-numbers';

/** Profile 'Bilet Numaralarım': the numbers issued by approvals, each with its company's name. */
export function MyTicketNumbers() {
  const { data: numbers, isPending } = useMyTicketNumbers();
  return (
    <section aria-labelledby="my-ticket-numbers" data-testid="my-ticket-numbers">
      <h2 id="my-ticket-numbers" className="mb-4 flex items-center gap-3 text-2xl font-bold tracking-tight">
        <Hash className="size-6 text-accent-500" aria-hidden="true" /> Bilet Numaralarım
      </h2>
      {isPending ? null : !numbers?.length ? (
        <Card className="px-6 py-8 text-center text-slate-600 dark:text-slate-400">Henüz bilet numaranız bulunmamaktadır.</Card>
      ) : (
        <Card className="grid gap-3 p-5 sm:grid-cols-2 lg:grid-cols-3">
          {numbers.map((n) => (
            <div
              key={n.id}
              className="flex items-center justify-between gap-3 rounded-xl border border-dashed border-brand-500/40 bg-brand-500/5 px-4 py-3"
              data-testid="my-ticket-number"
            >
              <span className="font-mono text-lg font-bold tracking-wider">{n.ticketNumber}</span>
              <span className="truncate text-sm text-slate-600 dark:text-slate-300">
                {n.ticketApplication.ticketCompany.name}
              </span>
            </div>
          ))}
        </Card>
      )}
    </section>
  );
}
