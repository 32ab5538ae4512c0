import { type AnalyticsTraffic, OTHER_BUCKET } from '@app/contracts';
import { FileText, Link2, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';

interface Row {
  label: string;
  views: number;
}

/**
 * A ranked list with bars proportional to the first entry; labels are visitor-sent text, shown as
 * text. A long path (an event's id) wraps inside its bar instead of pushing the count out of it.
 */
function RankedList({
  title,
  icon: Icon,
  rows,
  empty,
  testId,
}: {
  title: string;
  icon: LucideIcon;
  rows?: Row[];
  empty: string;
  testId: string;
}) {
  const max = rows?.[0]?.views ?? 1;
  return (
    <Card className="min-w-0 p-5">
      <h2 className="mb-4 flex items-center gap-2 text-lg font-semibold">
        <Icon className="size-5 text-brand-500" aria-hidden="true" />
        {title}
      </h2>
      {rows && rows.length === 0 && <p className="py-6 text-center text-sm text-slate-500 dark:text-slate-400">{empty}</p>}
      <ol className="space-y-2.5" data-testid={testId}>
        {(rows ?? []).map((r) => (
          <li key={r.label} className="relative overflow-hidden rounded-lg px-3 py-2">
            <span
              className="absolute inset-y-0 left-0 rounded-lg bg-brand-500/10 dark:bg-brand-500/15"
              style={{ width: `${Math.max(4, (r.views / max) * 100)}%` }}
              aria-hidden="true"
            />
            <span className="relative flex items-start justify-between gap-3 text-sm">
              <span className="min-w-0 font-medium [overflow-wrap:anywhere]">{r.label}</span>
              <span className="shrink-0 font-semibold tabular-nums">{formatNumber(r.views)}</span>
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}

export function TopLists({ traffic }: { traffic?: AnalyticsTraffic }) {
  // OTHER_BUCKET gathers paths no page serves and what overflowed a day's list (see contracts).
  const pages = traffic?.topPages.map((p) => ({ label: p.path === OTHER_BUCKET ? 'Diğer sayfalar' : p.path, views: p.views }));
  const referrers = traffic?.topReferrers.map((r) => ({
    label: r.source === OTHER_BUCKET ? 'Diğer siteler' : (r.source ?? 'Doğrudan'),
    views: r.views,
  }));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <RankedList
        title="En Çok Ziyaret Edilen Sayfalar"
        icon={FileText}
        rows={pages}
        empty="Bu dönemde sayfa görüntüleme yok."
        testId="top-pages"
      />
      <RankedList
        title="Yönlendiren Kaynaklar"
        icon={Link2}
        rows={referrers}
        empty="Bu dönemde yönlendiren kaynak yok."
        testId="top-referrers"
      />
    </div>
  );
}
