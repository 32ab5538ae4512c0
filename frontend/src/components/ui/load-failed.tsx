import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Card } from './card';
import { Spinner } from './spinner';

/** What LoadFailed needs of a TanStack query result. */
export interface FailedQuery {
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * What a screen shows when its data could not be loaded. Queries never retry on their own (spec §9), so
 * without this a failed request left a spinner turning for good, or an empty state that was not true.
 */
export function LoadFailed({ what, query }: { what: string; query: FailedQuery }) {
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-14 text-center" data-testid="load-failed">
      <CircleAlert className="size-8 text-red-500" aria-hidden="true" />
      <p className="text-slate-700 dark:text-slate-300">{`${what} yüklenemedi${query.error?.message ? `: ${query.error.message}` : '.'}`}</p>
      <Button variant="outline" onClick={() => void query.refetch()} pending={query.isFetching}>
        Tekrar dene
      </Button>
    </Card>
  );
}

/** True when a query has nothing to show because it failed (not while it loads, nor when stale data remains). */
export const failedWithoutData = (query: FailedQuery & { data: unknown }) => query.error !== null && query.data === undefined;

interface QueryListProps<T> {
  /** The list's query: its failure (shown with Tekrar dene), whether it loads, and its rows. */
  query: FailedQuery & { data: T[] | undefined; isLoading: boolean };
  /** How the failure names what did not load, e.g. "Kartlar". */
  what: string;
  /** The rows to show, when the screen narrows the query's own (a tab, a filter). */
  rows?: T[];
  /** What an empty list shows. */
  empty: ReactNode;
  children: (rows: T[]) => ReactNode;
}

/** A list's four states in one place: failed without data, loading, empty, or its rows. */
export function QueryList<T>({ query, what, rows = query.data, empty, children }: QueryListProps<T>) {
  if (failedWithoutData(query)) return <LoadFailed what={what} query={query} />;
  if (query.isLoading) return <Spinner />;
  return rows?.length ? children(rows) : empty;
}
