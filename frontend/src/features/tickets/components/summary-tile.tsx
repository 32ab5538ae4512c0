import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';

/** One count above the queue (all, pending, approved, rejected). */
export function SummaryTile({
  icon: Icon,
  label,
  value,
  testId,
  tone,
}: {
  icon: LucideIcon;
  label: string;
  value: number;
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
          {formatNumber(value)}
        </p>
      </div>
    </Card>
  );
}
