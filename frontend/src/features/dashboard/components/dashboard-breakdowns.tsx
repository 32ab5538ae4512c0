import type { AdminDashboard } from '@app/contracts';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';

interface Part {
  label: string;
  value: number;
  color: string;
}

/** One breakdown: a stacked bar and the counts of each status. */
function Breakdown({ title, parts, testId }: { title: string; parts: Part[]; testId: string }) {
  const total = parts.reduce((a, p) => a + p.value, 0);
  return (
    <Card className="p-5" data-testid={testId}>
      <div className="mb-3 flex items-baseline justify-between">
        <h3 className="font-semibold">{title}</h3>
        <span className="text-sm text-slate-500 dark:text-slate-400">Toplam {formatNumber(total)}</span>
      </div>
      <div className="mb-4 flex h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800" aria-hidden="true">
        {parts.map(
          (p) => p.value > 0 && <span key={p.label} className={p.color} style={{ width: `${(p.value / total) * 100}%` }} />,
        )}
      </div>
      <ul className="space-y-2 text-sm">
        {parts.map((p) => (
          <li key={p.label} className="flex items-center justify-between">
            <span className="flex items-center gap-2">
              <span className={`size-2.5 rounded-full ${p.color}`} aria-hidden="true" />
              {p.label}
            </span>
            <span className="font-semibold tabular-nums" data-label={p.label}>
              {formatNumber(p.value)}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Spec §2: cards (published, draft, hidden), companies (active, inactive), applications (pending, approved, rejected). */
export function DashboardBreakdowns({ data }: { data: AdminDashboard }) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Breakdown
        title="Kartlar"
        testId="breakdown-cards"
        parts={[
          { label: 'Yayında', value: data.cards.published, color: 'bg-emerald-500' },
          { label: 'Taslak', value: data.cards.draft, color: 'bg-amber-500' },
          { label: 'Gizli', value: data.cards.hidden, color: 'bg-slate-400' },
        ]}
      />
      <Breakdown
        title="Firmalar"
        testId="breakdown-companies"
        parts={[
          { label: 'Aktif', value: data.companies.active, color: 'bg-sky-500' },
          { label: 'Pasif', value: data.companies.inactive, color: 'bg-slate-400' },
        ]}
      />
      <Breakdown
        title="Başvurular"
        testId="breakdown-applications"
        parts={[
          { label: 'Beklemede', value: data.applications.pending, color: 'bg-amber-500' },
          { label: 'Onaylandı', value: data.applications.approved, color: 'bg-emerald-500' },
          { label: 'Reddedildi', value: data.applications.rejected, color: 'bg-red-500' },
        ]}
      />
    </div>
  );
}
