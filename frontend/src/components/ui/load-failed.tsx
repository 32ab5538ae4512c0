import { CircleAlert } from 'lucide-react';
import { Button } from './button';
import { Card } from './card';

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
