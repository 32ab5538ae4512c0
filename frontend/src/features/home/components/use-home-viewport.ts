import { useEffect } from 'react';

/**
 * Spec §2: the home page lays out at 1280 px wide on every device (zoom stays locked).
 * public/pre-paint.js sets it already on a first load of /, before anything is laid out.
 */
export const HOME_VIEWPORT = 'width=1280, user-scalable=no';
/** index.html's value: the device's width, zoom locked (spec). */
export const DEFAULT_VIEWPORT = 'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no';

/** Sets the viewport meta while the home page is mounted and puts the default back after. */
export const useHomeViewport = () => useViewportMeta(HOME_VIEWPORT);

/** Sets the viewport meta to `content` while the calling page is mounted and puts the default back after. */
export function useViewportMeta(content: string) {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
    if (!meta) return;
    meta.setAttribute('content', content);
    return () => meta.setAttribute('content', DEFAULT_VIEWPORT);
  }, [content]);
}
