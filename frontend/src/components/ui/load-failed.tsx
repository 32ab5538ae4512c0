import { CircleAlert } from 'lucide-react';
import { Button } from './button';
import { Card } from './card';

/**
 * What a screen shows when its data could not be loaded. Queries never retry on their own (spec §9),
 * so without this a single failed request would leave a spinner turning for good.
 */
export function LoadFailed({ what, error, onRetry, retrying }: { what: string; error: Error | null; onRetry: () => void; retrying: boolean }) {
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-14 text-center" data-testid="load-failed">
      <CircleAlert className="size-8 text-red-500" aria-hidden="true" />
      <p className="text-slate-700 dark:text-slate-300">{`${what} yüklenemedi${error?.message ? `: ${error.message}` : '.'}`}</p>
      <Button variant="outline" onClick={onRetry} pending={retrying}>
        Tekrar dene
      </Button>
    </Card>
  );
}
