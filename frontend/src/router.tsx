import { createRouter } from '@tanstack/react-router';
import { NotFound } from '@/components/errors/not-found';
import { RouteError } from '@/components/errors/route-error';
import { Spinner } from '@/components/ui/spinner';
import { queryClient } from '@/lib/query-client';
import { routeTree } from './routeTree.gen';

export const router = createRouter({
  routeTree,
  context: { queryClient },
  // Loaders only ensure query data; TanStack Query decides what is fresh.
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: Spinner,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFound,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
