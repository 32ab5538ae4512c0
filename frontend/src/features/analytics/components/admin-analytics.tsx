import { CalendarRange } from 'lucide-react';
import { AdminPage } from '@/components/layouts/admin-page';
import { Card } from '@/components/ui/card';
import { useAnalyticsOverview, useCardClicks, useTraffic } from '../api/get-analytics';
import { axisLabel } from '../lib/labels';
import { type AnalyticsSearch, paramsOf, periodLabel, todayInIstanbul } from '../lib/period';
import { AnalyticsTiles } from './analytics-tiles';
import { CardClicksTable } from './card-clicks-table';
import { PeriodSelector } from './period-selector';
import { TopLists } from './top-lists';
import { TrafficChart } from './traffic-chart';

interface AdminAnalyticsProps {
  search: AnalyticsSearch;
  onSearchChange: (next: AnalyticsSearch) => void;
}

/** Admin screen 1: traffic statistics for the chosen period (Istanbul days). */
export function AdminAnalytics({ search, onSearchChange }: AdminAnalyticsProps) {
  const params = paramsOf(search);
  const overview = useAnalyticsOverview(params);
  const clicks = useCardClicks(params);
  const traffic = useTraffic(params);
  const periodName =
    params?.startDate && params.endDate
      ? [...new Set([params.startDate, params.endDate])].map((d) => axisLabel(d, 'day')).join(' – ')
      : periodLabel(search.period);

  return (
    <AdminPage title="Trafik İstatistikleri" description="Sayfa görüntülemeleri ve kart tıklamaları (Türkiye saatiyle)">
      <PeriodSelector value={search} today={todayInIstanbul()} onChange={onSearchChange} />
      {params ? (
        <>
          <AnalyticsTiles overview={overview.data} periodName={periodName} />
          <TrafficChart traffic={traffic.data} />
          <TopLists traffic={traffic.data} />
          <CardClicksTable rows={clicks.data} />
        </>
      ) : (
        <Card className="flex flex-col items-center gap-2 p-10 text-center text-slate-500 dark:text-slate-400">
          <CalendarRange className="size-8 text-slate-400" aria-hidden="true" />
          <p>İstatistikleri görmek için başlangıç ve bitiş tarihi seçin.</p>
        </Card>
      )}
    </AdminPage>
  );
}
