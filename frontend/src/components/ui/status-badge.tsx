import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral' | 'info' | 'accent';

const tones: Record<BadgeTone, string> = {
  success: 'bg-emerald-500/15 text-emerald-700 ring-emerald-500/30 dark:text-emerald-400',
  warning: 'bg-amber-500/15 text-amber-700 ring-amber-500/30 dark:text-amber-400',
  danger: 'bg-red-500/15 text-red-700 ring-red-500/30 dark:text-red-400',
  neutral: 'bg-slate-500/15 text-slate-700 ring-slate-500/30 dark:text-slate-300',
  info: 'bg-sky-500/15 text-sky-700 ring-sky-500/30 dark:text-sky-400',
  accent: 'bg-accent-500/15 text-accent-600 ring-accent-500/30 dark:text-accent-400',
};
const dots: Record<BadgeTone, string> = {
  success: 'bg-emerald-500',
  warning: 'bg-amber-500',
  danger: 'bg-red-500',
  neutral: 'bg-slate-400',
  info: 'bg-sky-500',
  accent: 'bg-accent-500',
};

/** A small rounded status label (Yayında, Taslak, Beklemede, ...) with a coloured dot. */
export function StatusBadge({ tone, children, className }: { tone: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', dots[tone])} />
      {children}
    </span>
  );
}
