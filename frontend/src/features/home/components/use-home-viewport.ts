import { useEffect } from 'react';

/** Spec §2: the home page lays out at 1280 px wide on every device (zoom stays locked). */
export const HOME_VIEWPORT = 'width=1280, user-scalable=no';

/** Sets the viewport meta while the home page is mounted and puts the previous value back after. */
export const useHomeViewport = () => useViewportMeta(HOME_VIEWPORT);

/** Sets the viewport meta to `content` while the calling page is mounted and puts the previous value back after. */
export function useViewportMeta(content: string) {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
    if (!meta) return;
    const previous = meta.getAttribute('content');
    meta.setAttribute('content', content);
    return () => {
      if (previous === null) meta.removeAttribute('content');
      else meta.setAttribute('content', previous);
    };
  }, [content]);
}
