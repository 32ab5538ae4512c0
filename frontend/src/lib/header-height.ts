import { type RefObject, useEffect } from 'react';

/** The element the toasts' own React root renders into (src/main.tsx). */
export const TOAST_ROOT_ID = 'toast-root';

/**
 * Keeps `--header-height` on the toasts' container equal to the sticky header's height (it wraps to
 * two rows on narrow desktops): the toasts start below it, so they never cover the points badge, the
 * name or Çıkış Yap. Set on the container, not on <html>: an inherited property changed on the page
 * root makes the browser restyle every element of the page, a long task on a phone.
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const target = document.getElementById(TOAST_ROOT_ID);
    if (!target) return;
    const observer = new ResizeObserver(() => target.style.setProperty('--header-height', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      target.style.removeProperty('--header-height');
    };
  }, [header]);
}
