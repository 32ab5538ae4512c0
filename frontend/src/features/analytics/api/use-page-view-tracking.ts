import type { PublicRoute } from '@app/contracts';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { whenIdle } from '@/lib/when-idle';
import type { FileRoutesByTo } from '@/routeTree.gen';
import { trackPageView } from './track';

/**
 * The server counts a page view under its path only for the public pages contracts lists
 * (PUBLIC_ROUTES); this fails to compile when a page is added to or removed from src/routes and
 * that list does not follow, so the statistics never fold a real page into "diğer".
 */
type SitePages = Exclude<keyof FileRoutesByTo, '/admin' | `/admin/${string}` | '/overlay' | `/overlay/${string}`>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const publicRoutesMatchTheRouter: Same<SitePages, PublicRoute> = true;

/**
 * One page view per route change, from the root. The first view's referrer is the page the visitor
 * came from; later ones carry the previous in-app path. The admin area is staff work, not traffic.
 * Sent when the browser is idle (after the first screen on a first visit), not beside the page's
 * own requests, or when the tab is left before that; a quick move on still counts the page left.
 */
export function usePageViewTracking() {
  const pathname = useRouterState({ select: (s) => s.resolvedLocation?.pathname });
  const previous = useRef<string | null>(null);

  useEffect(() => {
    // StrictMode runs effects twice and a search-only change keeps the path: neither is a new view.
    if (!pathname || pathname === previous.current) return;
    const referrer = previous.current ?? document.referrer;
    previous.current = pathname;
    // Neither staff work nor a stream overlay (it stays open for hours in OBS) is traffic.
    if (pathname === '/admin' || pathname.startsWith('/admin/') || pathname.startsWith('/overlay/')) return;
    sendOnce(() => trackPageView({ path: pathname, referrer: referrer || null }));
  }, [pathname]);
}

/** Runs `send` once: at idle, or as the tab goes away (`keepalive` carries it), whichever comes first. */
function sendOnce(send: () => void) {
  let sent = false;
  const once = () => {
    if (sent) return;
    sent = true;
    window.removeEventListener('pagehide', once);
    send();
  };
  window.addEventListener('pagehide', once);
  whenIdle(once);
}
