import { useEffect } from 'react';

/** index.html's value: the device's width, zoom locked (spec). */
export const DEFAULT_VIEWPORT = 'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no';

/**
 * Sets the viewport meta to `content` while the calling page is mounted and puts the default back after
 * (not the value found on mount: the home page's HTML may arrive with its own).
 */
export function useViewportMeta(content: string) {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
    if (!meta) return;
    meta.setAttribute('content', content);
    return () => meta.setAttribute('content', DEFAULT_VIEWPORT);
  }, [content]);
}
