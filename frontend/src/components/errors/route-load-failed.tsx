import { useRouter, useRouterState, type ErrorComponentProps } from '@tanstack/react-router';
import { LoadFailed } from '@/components/ui/load-failed';
import { cn } from '@/lib/cn';

interface RouteLoadFailedProps extends Pick<ErrorComponentProps, 'error'> {
  /** What did not load, as the page would name it ('Çekilişler'). */
  what: string;
  /** Inside a frame of its own (an admin page): no page margins. */
  bare?: boolean;
  className?: string;
}

/**
 * A route's error screen when its loader could not load what the page cannot show without: it says
 * what, as the page itself would (LoadFailed), and 'Tekrar dene' runs the loader again.
 */
export function RouteLoadFailed({ what, error, bare, className }: RouteLoadFailedProps) {
  const router = useRouter();
  const retrying = useRouterState({ select: (s) => s.isLoading });
  const failed = (
    <LoadFailed
      what={what}
      query={{ error: error instanceof Error ? error : null, isFetching: retrying, refetch: () => router.invalidate() }}
    />
  );
  return bare ? failed : <div className={cn('mx-auto w-full max-w-3xl px-4 py-10 sm:px-6', className)}>{failed}</div>;
}
