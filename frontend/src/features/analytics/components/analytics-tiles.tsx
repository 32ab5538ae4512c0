import type { AnalyticsOverview } from '@app/contracts';
import { Eye, MousePointerClick, TrendingUp } from 'lucide-react';
import { StatTile } from '@/components/layouts/admin-page';

/** Spec: page views for the period, total page views, total card clicks. */
export function AnalyticsTiles({ overview, periodName }: { overview?: AnalyticsOverview; periodName: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatTile
        icon={TrendingUp}
        label="Dönem Sayfa Görüntüleme"
        hint={periodName}
        value={overview?.pageViews}
        testId="tile-period-views"
        tone="bg-brand-500/15 text-brand-500"
      />
      <StatTile
        icon={Eye}
        label="Toplam Sayfa Görüntüleme"
        hint="Tüm zamanlar"
        value={overview?.totalPageViews}
        testId="tile-total-views"
        tone="bg-accent-500/15 text-accent-500"
      />
      <StatTile
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
