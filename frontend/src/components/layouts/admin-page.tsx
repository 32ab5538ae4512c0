import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

interface AdminPageProps {
  title: string;
  description?: string;
  /** Buttons at the top right (e.g. 'Yeni Kart'); they wrap under the title on phones. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** The frame of every admin screen: heading, one-line description, actions, then the content. */
export function AdminPage({ title, description, actions, className, children }: AdminPageProps) {
  return (
    <div className={cn('mx-auto max-w-6xl space-y-6', className)}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          {description && <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}

interface StatTileProps {
  icon: LucideIcon;
  label: string;
  /** Undefined while it loads ('…'). */
  value?: number;
  /** A line under the number, e.g. the period it counts. */
  hint?: string;
  testId: string;
  /** The icon's background and colour, e.g. 'bg-brand-500/15 text-brand-500'. */
  tone: string;
}

/**
 * One count at the head of an admin screen (a queue's totals, the traffic figures). Kept with the frame
 * every admin screen loads: a module of its own would add its chunk to the first page's preload table.
 */
export function StatTile({ icon: Icon, label, value, hint, testId, tone }: StatTileProps) {
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
        {hint && <p className="truncate text-xs text-slate-500 dark:text-slate-400">{hint}</p>}
      </div>
    </Card>
  );
}
