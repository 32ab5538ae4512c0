import { CalendarRange } from 'lucide-react';
import { inputClass } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { type AnalyticsSearch, periodOptions, pickEnd, pickStart, type PeriodChoice } from '../lib/period';

interface PeriodSelectorProps {
  value: AnalyticsSearch;
  today: string;
  onChange: (next: AnalyticsSearch) => void;
}

function DateInput({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value?: string;
  min?: string;
  max: string;
  onChange: (v?: string) => void;
}) {
  return (
    <label className="flex min-w-0 flex-1 flex-col gap-1.5 text-sm font-medium text-slate-700 dark:text-slate-200 sm:flex-none">
      {label}
      <input
        type="date"
        className={cn(inputClass, 'border-slate-300 dark:border-slate-700 dark:[color-scheme:dark] sm:w-48')}
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value || undefined)}
      />
    </label>
  );
}

/** Bugün / Son 7 Gün / Son 30 Gün / Özel Tarih / Tüm Zamanlar, and the custom range's two pickers. */
export function PeriodSelector({ value, today, onChange }: PeriodSelectorProps) {
  const choose = (period: PeriodChoice) => onChange({ ...value, period });
  return (
    <div className="space-y-4">
      <div role="group" aria-label="Dönem" className="flex flex-wrap gap-2">
        {periodOptions.map((o) => {
          const active = value.period === o.value;
          return (
            <button
              key={o.value}
              type="button"
              aria-pressed={active}
              onClick={() => choose(o.value)}
              className={cn(
                'h-10 rounded-xl px-4 text-sm font-semibold transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                active
                  ? 'bg-brand-500 text-white shadow-sm shadow-brand-500/25'
                  : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800',
              )}
            >
              {o.label}
            </button>
          );
        })}
      </div>
      {value.period === 'custom' && (
        <div className="flex flex-wrap items-end gap-3">
          <CalendarRange className="mb-3 hidden size-5 text-slate-400 sm:block" aria-hidden="true" />
          <DateInput
            label="Başlangıç Tarihi"
            value={value.startDate}
            max={today}
            onChange={(v) => onChange(pickStart(value, v, today))}
          />
          <DateInput
            label="Bitiş Tarihi"
            value={value.endDate}
            min={value.startDate}
            max={today}
            onChange={(v) => onChange(pickEnd(value, v, today))}
          />
        </div>
      )}
    </div>
  );
}
