import { useSyncExternalStore } from 'react';

/** Live result of a CSS media query, e.g. `useMediaQuery('(min-width: 768px)')`. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The spec's mobile breakpoint: 768 px. */
export const useIsDesktop = () => useMediaQuery('(min-width: 768px)');
