import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useMatches } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { NotFound } from '@/components/errors/not-found';
import { RouteError } from '@/components/errors/route-error';
import { loadMemberActions } from '@/components/layouts/account-actions';
import { SiteLayout } from '@/components/layouts/site-layout';
import { currentUserQueryOptions, useCurrentUser } from '@/lib/current-user';
import { usePageViewTracking } from '@/features/analytics/api/use-page-view-tracking';
import { useDrawWinNotices } from '@/features/draws/lib/use-draw-win-notices';
import { siteSettingsQueryOptions, useSiteSettings } from '@/features/settings/api/get-site-settings';
import { useSocketInvalidation } from '@/lib/socket';
import { useThemeClass } from '@/stores/theme';

// Kick's badge loads after the first screen: the first page's script budget has no room for it, and it
// shows only while the channel is live.
const LiveBadge = lazy(() => import('@/features/kick/components/live-badge').then((m) => ({ default: m.LiveBadge })));

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The route brings its own chrome (the admin area); no site header and footer. */
    ownLayout?: boolean;
  }
}

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      // A member's header needs its own chunk: fetched here, the first render has it. Failing, it is
      // the header's to retry (a lazy component), not a reason to fail the page.
      queryClient.ensureQueryData(currentUserQueryOptions()).then((user) => user && loadMemberActions().catch(() => undefined)),
      queryClient.prefetchQuery(siteSettingsQueryOptions()),
    ]),
  component: RootComponent,
  notFoundComponent: NotFound,
  errorComponent: RootError,
});

function RootComponent() {
  useSocketInvalidation();
  usePageViewTracking();
  useDrawWinNotices(useCurrentUser().data?.id);
  useThemeClass();
  const ownLayout = useMatches({ select: (matches) => matches.some((m) => m.staticData?.ownLayout) });
  const { data: settings } = useSiteSettings();

  if (ownLayout) return <Outlet />;
  return (
    <SiteLayout
      settings={settings}
      liveBadge={
        <Suspense fallback={null}>
          <LiveBadge />
        </Suspense>
      }
    >
      <Outlet />
    </SiteLayout>
  );
}

function RootError(props: Parameters<typeof RouteError>[0]) {
  useThemeClass();
  return (
    <div className="flex min-h-dvh flex-col">
      <RouteError {...props} />
    </div>
  );
}
