import { HOME_VIEWPORT_META, type HomeViewport } from '@app/contracts/plain';
import { useViewportMeta } from '@/lib/use-viewport-meta';

/**
 * Spec §2: the home page lays out at 1280 px wide on every device (zoom stays locked).
 * A first load of / arrives with it in the HTML (vite.config.ts's first-load plan), laid out once.
 */
export const HOME_VIEWPORT = HOME_VIEWPORT_META.desktop;

/** Under the `device` setting: laid out for the device like every other page, and zoom is allowed. */
export const HOME_DEVICE_VIEWPORT = HOME_VIEWPORT_META.device;

/** Sets the viewport meta while the home page is mounted and puts the default back after. */
export const useHomeViewport = (mode: HomeViewport) => useViewportMeta(mode === 'device' ? HOME_DEVICE_VIEWPORT : HOME_VIEWPORT);
