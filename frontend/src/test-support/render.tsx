import type { CurrentUser } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useLocation,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AppToaster } from '@/components/ui/app-toaster';
import { currentUserQueryKey } from '@/lib/current-user';
import { loadSonner } from '@/lib/toast';

/**
 * Renders a screen as the app does: TanStack Query (no retries, never stale, as lib/query-client.ts),
 * a router at `path` (other paths render their name, so a redirect shows where it went) and the toaster.
 * `currentUser` is who is logged in from the start (null: a guest), as the root loader leaves it.
 */
export async function renderScreen(
  ui: ReactNode,
  { path = '/', currentUser }: { path?: string; currentUser?: CurrentUser | null } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  if (currentUser !== undefined) queryClient.setQueryData(currentUserQueryKey, currentUser);
  const root = createRootRoute({ component: Outlet });
  const screenRoute = createRoute({ getParentRoute: () => root, path, component: () => ui });
  const elsewhere = createRoute({
    getParentRoute: () => root,
    path: '$',
    component: function Elsewhere() {
      return <p>sayfa: {useLocation({ select: (l) => l.pathname })}</p>;
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([screenRoute, elsewhere]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient },
  });
  await router.load();
  // Loaded before the first toast, as the app does once idle: a test then waits for a toast, not for a download.
  await loadSonner();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>,
  );
  return { user, queryClient, router };
}
