import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

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
