import { type ReactNode, useSyncExternalStore } from 'react';

/** The size every overlay is laid out for: OBS's usual canvas. */
const STAGE = { width: 1920, height: 1080 } as const;

const subscribe = (onResize: () => void) => {
  window.addEventListener('resize', onResize);
  return () => window.removeEventListener('resize', onResize);
};
const fit = () => Math.min(window.innerWidth / STAGE.width, window.innerHeight / STAGE.height);

/**
 * Lays the overlay out at 1920×1080 and scales it to the browser source, whatever size the streamer
 * gave it (1280×720 is common): the overlay then looks the same at every size, nothing is cut off, and
 * its type stays in proportion to the stream picture.
 */
export function OverlayStage({ children }: { children: ReactNode }) {
  const scale = useSyncExternalStore(subscribe, fit);
  return (
    <div className="fixed inset-0 overflow-hidden">
      <div style={{ ...STAGE, transform: `scale(${scale})`, transformOrigin: 'top left' }}>{children}</div>
    </div>
  );
}
