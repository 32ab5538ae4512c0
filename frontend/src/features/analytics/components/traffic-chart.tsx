import type { AnalyticsTraffic } from '@app/contracts';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { axisLabel, longLabel, rangeLabel } from '../lib/labels';

const BRAND = '#ff6e30';
const ACCENT = '#8b5cf6';
const titles = {
  hour: 'Saatlik Sayfa Görüntülemeleri',
  day: 'Günlük Sayfa Görüntülemeleri',
  month: 'Aylık Sayfa Görüntülemeleri',
} as const;

function ChartTooltip({
  active,
  payload,
  label,
  granularity,
}: {
  active?: boolean;
  payload?: { name?: string; value?: number; color?: string }[];
  label?: string;
  granularity: AnalyticsTraffic['granularity'];
}) {
  if (!active || !payload?.length || !label) return null;
  return (
    <div className="rounded-xl border border-slate-200 bg-white/95 px-3 py-2 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900/95">
      <p className="mb-1 font-semibold">{longLabel(label, granularity)}</p>
      {payload.map((p) => (
        <p key={p.name} className="flex items-center gap-2">
          <span className="size-2 rounded-full" style={{ backgroundColor: p.color }} aria-hidden="true" />
          {p.name}: <strong className="tabular-nums">{formatNumber(p.value ?? 0)}</strong>
        </p>
      ))}
    </div>
  );
}

/** Page views (and card clicks) over the period: by hour for one day, by day, or by month for long ranges. */
export function TrafficChart({ traffic }: { traffic?: AnalyticsTraffic }) {
  const g = traffic?.granularity ?? 'day';
  const total = traffic?.series.reduce((a, p) => a + p.pageViews, 0) ?? 0;
  return (
    <Card className="p-5">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">{titles[g]}</h2>
        {traffic && <p className="text-sm text-slate-500 dark:text-slate-400">{rangeLabel(traffic.from, traffic.to)}</p>}
      </div>
      <div
        className="h-72 text-slate-500 dark:text-slate-400"
        data-testid="traffic-chart"
        data-granularity={g}
        data-points={traffic?.series.length ?? 0}
        data-total={total}
        role="img"
        aria-label={`${titles[g]}: toplam ${formatNumber(total)}`}
      >
        {traffic && (
          <ResponsiveContainer width="100%" height="100%">
            <AreaChart data={traffic.series} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <defs>
                <linearGradient id="views-fill" x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0%" stopColor={BRAND} stopOpacity={0.45} />
                  <stop offset="100%" stopColor={BRAND} stopOpacity={0.02} />
                </linearGradient>
              </defs>
              <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} vertical={false} />
              <XAxis
                dataKey="key"
                tickFormatter={(k: string) => axisLabel(k, g)}
                stroke="currentColor"
                fontSize={12}
                tickLine={false}
                minTickGap={16}
              />
              <YAxis
                allowDecimals={false}
                stroke="currentColor"
                fontSize={12}
                tickLine={false}
                axisLine={false}
                tickFormatter={(v: number) => formatNumber(v)}
              />
              <Tooltip content={<ChartTooltip granularity={g} />} />
              <Area
                type="monotone"
                dataKey="pageViews"
                name="Sayfa görüntüleme"
                stroke={BRAND}
                strokeWidth={2}
                fill="url(#views-fill)"
                isAnimationActive={false}
              />
              <Area
                type="monotone"
                dataKey="cardClicks"
                name="Kart tıklaması"
                stroke={ACCENT}
                strokeWidth={2}
                fill={ACCENT}
                fillOpacity={0.08}
                isAnimationActive={false}
              />
            </AreaChart>
          </ResponsiveContainer>
        )}
      </div>
      <div className="mt-3 flex gap-4 text-xs text-slate-500 dark:text-slate-400">
        <span className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-full" style={{ backgroundColor: BRAND }} aria-hidden="true" />
          Sayfa görüntüleme
        </span>
        <span className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-full" style={{ backgroundColor: ACCENT }} aria-hidden="true" />
          Kart tıklaması
        </span>
      </div>
    </Card>
  );
}
