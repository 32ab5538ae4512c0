import { Link, type LinkProps } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { isNotFound } from '@/lib/api-client';
import { type FailedQuery, LoadFailed } from './load-failed';
import { Spinner } from './spinner';

/**
 * What a public detail page (a draw, an event, a bonus hunt) shows without its item: a spinner while it
 * loads, its own not-found text on a 404, else the failure with 'Tekrar dene'.
 */
export function DetailFallback({
  query,
  what,
  notFound,
}: {
  query: FailedQuery & { isPending: boolean };
  what: string;
  notFound: ReactNode;
}) {
  if (query.isPending) return <Spinner />;
  if (isNotFound(query.error)) return notFound;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16">
      <LoadFailed what={what} query={query} />
    </div>
  );
}

/** The page around a detail: its width, and the link back to the list above everything. */
export function DetailPage({ back, backLabel, children }: { back: LinkProps['to']; backLabel: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <Link
        to={back}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-500 hover:text-brand-500 dark:text-slate-400"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {backLabel}
      </Link>
      {children}
    </section>
  );
}
