import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** The centred card the login, register and admin login forms sit in. */
export function AuthCard({
  icon: Icon,
  title,
  description,
  children,
  footer,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="relative isolate flex flex-1 items-start justify-center px-4 py-12 sm:items-center sm:py-16">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 mx-auto h-72 max-w-3xl rounded-full bg-gradient-to-r from-brand-500/15 to-accent-500/15 blur-3xl"
      />
      <Card className="w-full max-w-md p-6 sm:p-8">
        <div className="mb-7 flex flex-col items-center text-center">
          <span className="grid size-12 place-items-center rounded-xl bg-gradient-to-br from-brand-500 to-accent-500 text-white shadow-lg shadow-brand-500/25">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight">{title}</h1>
          <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">{description}</p>
        </div>
        {children}
        {footer && <div className="mt-6 border-t border-slate-200 pt-5 text-center text-sm dark:border-slate-800">{footer}</div>}
      </Card>
    </div>
  );
}

export const authLinkClass =
  'font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none ' +
  'focus-visible:ring-2 focus-visible:ring-brand-500 rounded dark:text-brand-400';
