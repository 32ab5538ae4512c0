import { type RefObject, useEffect } from 'react';

/**
 * Keeps `--header-height` on the page root equal to the sticky header's height (it wraps to two rows
 * on narrow desktops): the toasts start below it, so they never cover the points badge, the name or
 * Çıkış Yap.
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--header-height', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, [header]);
}
