import type { AnalyticsOverview } from '@app/contracts';
import { Eye, type LucideIcon, MousePointerClick, TrendingUp } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';

function Tile({
  icon: Icon,
  label,
  hint,
  value,
  testId,
  tone,
}: {
  icon: LucideIcon;
  label: string;
  hint: string;
  value?: number;
  testId: string;
  tone: string;
}) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span className={`grid size-12 shrink-0 place-items-center rounded-xl ${tone}`}>
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-500 dark:text-slate-400">{label}</p>
        <p className="text-2xl font-bold tabular-nums sm:text-3xl" data-testid={testId}>
          {value === undefined ? '…' : formatNumber(value)}
        </p>
        <p className="truncate text-xs text-slate-500 dark:text-slate-400">{hint}</p>
      </div>
    </Card>
  );
}

/** Spec: page views for the period, total page views, total card clicks. */
export function AnalyticsTiles({ overview, periodName }: { overview?: AnalyticsOverview; periodName: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Tile
        icon={TrendingUp}
        label="Dönem Sayfa Görüntüleme"
        hint={periodName}
        value={overview?.pageViews}
        testId="tile-period-views"
        tone="bg-brand-500/15 text-brand-500"
      />
      <Tile
        icon={Eye}
        label="Toplam Sayfa Görüntüleme"
        hint="Tüm zamanlar"
        value={overview?.totalPageViews}
        testId="tile-total-views"
        tone="bg-accent-500/15 text-accent-500"
      />
      <Tile
        icon={MousePointerClick}
        label="Toplam Kart Tıklaması"
        hint="Tüm zamanlar"
        value={overview?.totalCardClicks}
        testId="tile-total-clicks"
        tone="bg-emerald-500/15 text-emerald-500"
      />
    </div>
  );
}
