import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Card } from './card';

/** What a list shows when it has nothing yet: an icon and a sentence (the admin lists' one look). */
export function EmptyState({ icon: Icon, children, testId }: { icon: LucideIcon; children: ReactNode; testId?: string }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <Icon className="size-8 text-accent-500" aria-hidden="true" />
      <p className="text-slate-600 dark:text-slate-400" data-testid={testId}>
        {children}
      </p>
    </Card>
  );
}

/**
 * What a public page shows when it has nothing yet (no draws, events, rewards, cards): a dashed panel
 * with the icon on a tile, a title and, where the page says more, a second line.
 */
export function PageEmptyState({
  icon: Icon,
  title,
  text,
  className,
  testId,
}: {
  icon: LucideIcon;
  title: string;
  text?: string;
  className?: string;
  testId?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-white/60 px-6 py-14 text-center dark:border-slate-700 dark:bg-slate-900/40',
        className,
      )}
      data-testid={testId}
    >
      <span className="grid size-12 place-items-center rounded-xl bg-accent-500/10 text-accent-500">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className={text ? 'text-lg font-semibold' : 'text-slate-600 dark:text-slate-400'}>{title}</p>
      {text && <p className="text-sm text-slate-500 dark:text-slate-400">{text}</p>}
    </div>
  );
}
