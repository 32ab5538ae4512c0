import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { trackPageView } from './track';

/**
 * One page view per route change, from the root. The first view's referrer is the page the visitor
 * came from; later ones carry the previous in-app path. The admin area is staff work, not traffic.
 */
export function usePageViewTracking() {
  const pathname = useRouterState({ select: (s) => s.resolvedLocation?.pathname });
  const previous = useRef<string | null>(null);

  useEffect(() => {
    // StrictMode runs effects twice and a search-only change keeps the path: neither is a new view.
    if (!pathname || pathname === previous.current) return;
    const referrer = previous.current ?? document.referrer;
    previous.current = pathname;
    if (pathname === '/admin' || pathname.startsWith('/admin/')) return;
    trackPageView({ path: pathname, referrer: referrer || null });
  }, [pathname]);
}
