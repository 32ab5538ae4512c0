import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { AppToaster } from '@/components/ui/app-toaster';
import { TOAST_ROOT_ID } from '@/lib/header-height';
import { queryClient } from '@/lib/query-client';
import { loadSonner, whenSonnerRequested } from '@/lib/toast';
import { firstPageRendered, whenIdle } from '@/lib/when-idle';
import { router } from './router';
import './styles.css';

/** How long the first page may load before the router's pending screen is shown instead of nothing. */
const FIRST_LOAD_WAIT_MS = 1000;

/** One UI-state store for both roots: a theme switched in the page reaches the toasts. */
const store = createStore();

/*
 * The toasts have their own root. Its container is there from the start (the header keeps
 * --header-height on it); the root itself mounts with the first toast, which a route guard can raise
 * while the first page is still loading (spec §6: the toast, then the redirect 500 ms later), or
 * once the first screen is complete: a second React root costs a phone's main thread a share of the
 * first paint (its event listeners, a render) for a toaster that shows nothing yet.
 */
const toasts = document.createElement('div');
toasts.id = TOAST_ROOT_ID;
document.body.append(toasts);
void whenSonnerRequested().then(() =>
  createRoot(toasts).render(
    <StrictMode>
      <JotaiProvider store={store}>
        <AppToaster />
      </JotaiProvider>
    </StrictMode>,
  ),
);
whenIdle(() => void loadSonner());

/** Tells the idle work (src/lib/when-idle.ts) that the first page is on its way to the screen. */
function FirstPageSignal() {
  useEffect(firstPageRendered, []);
  return null;
}

const renderPage = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <JotaiProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <FirstPageSignal />
        </QueryClientProvider>
      </JotaiProvider>
    </StrictMode>,
  );

/*
 * The first page's data and code are loaded before React renders it, so that first render can be a
 * transition: React then builds the page in slices of a few milliseconds instead of one long task
 * that blocks a phone (the router and TanStack Query update through useSyncExternalStore, which
 * always renders in one piece; with everything loaded, nothing updates while the page is built).
 * A load slower than a second renders at once and shows the router's pending screen.
 */
const loadFirstPage = () => {
  const wait = new Promise((resolve) => setTimeout(resolve, FIRST_LOAD_WAIT_MS));
  void Promise.race([router.load(), wait])
    .catch(() => undefined) // the router keeps the error in its state and renders the error page
    .then(() => startTransition(renderPage));
};
// A task of its own: the entry's modules run in one task, the route matching and loaders in the
// next, rather than both in one long task on a phone's main thread (the data is already on its way:
// the page's HTML preloads it).
setTimeout(loadFirstPage, 0);
