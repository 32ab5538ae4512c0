import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';

/** Shown when a route's loader or component fails; 'Tekrar Dene' reloads the route. */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  useEffect(() => queryErrorResetBoundary.reset(), [queryErrorResetBoundary]);

  return (
    <section
      role="alert"
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-6 py-24 text-center"
    >
      <span className="grid size-14 place-items-center rounded-2xl bg-red-500/10 text-red-500">
        <TriangleAlert className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight">Bir şeyler ters gitti</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        {error instanceof Error && error.message ? error.message : 'Beklenmeyen bir hata oluştu.'}
      </p>
      <Button className="mt-8" size="lg" onClick={() => void router.invalidate()}>
        Tekrar Dene
      </Button>
    </section>
  );
}
