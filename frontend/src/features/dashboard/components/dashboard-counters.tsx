import type { AdminDashboard } from '@app/contracts';
import { Building2, Clock, Eye, LayoutGrid, type LucideIcon } from 'lucide-react';
import { Link } from '@tanstack/react-router';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';

interface Counter {
  label: string;
  value: number;
  icon: LucideIcon;
  tone: string;
  to: string;
  testId: string;
}

/** The four counters of spec §2: total cards, published cards, active companies, pending applications. */
export function DashboardCounters({ data }: { data: AdminDashboard }) {
  const counters: Counter[] = [
    {
      label: 'Toplam Kart',
      value: data.cards.total,
      icon: LayoutGrid,
      tone: 'bg-accent-500/15 text-accent-500',
      to: '/admin/cards',
      testId: 'counter-total-cards',
    },
    {
      label: 'Yayındaki Kartlar',
      value: data.cards.published,
      icon: Eye,
      tone: 'bg-emerald-500/15 text-emerald-500',
      to: '/admin/cards',
      testId: 'counter-published-cards',
    },
    {
      label: 'Aktif Firmalar',
      value: data.companies.active,
      icon: Building2,
      tone: 'bg-sky-500/15 text-sky-500',
      to: '/admin/companies',
      testId: 'counter-active-companies',
    },
    {
      label: 'Bekleyen Başvurular',
      value: data.applications.pending,
      icon: Clock,
      tone: 'bg-brand-500/15 text-brand-500',
      to: '/admin/tickets',
      testId: 'counter-pending-applications',
    },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {counters.map(({ label, value, icon: Icon, tone, to, testId }) => (
        <Link
          key={label}
          to={to as '/admin'}
          className="block h-full rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <Card className="flex h-full items-center gap-4 p-5 transition hover:border-brand-500/50">
            <span className={`grid size-12 shrink-0 place-items-center rounded-xl ${tone}`}>
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <div>
              <p className="text-sm font-medium text-slate-500 dark:text-slate-400">{label}</p>
              <p className="text-3xl font-bold tabular-nums" data-testid={testId}>
                {formatNumber(value)}
              </p>
            </div>
          </Card>
        </Link>
      ))}
    </div>
  );
}
