import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { OverlayStage } from './-components/overlay-stage';

/** Inside OBS's browser source (it defines window.obsstudio) or with ?seffaf=1 the page shows through. */
const transparent = () => 'obsstudio' in window || new URLSearchParams(window.location.search).get('seffaf') === '1';

/**
 * The stream overlays: no header, footer, dialogs, toasts or page-view tracking, laid out at 1920×1080
 * and scaled to the browser source, dark unless OBS (or ?seffaf=1) wants it transparent.
 */
export const Route = createFileRoute('/overlay')({
  staticData: { ownLayout: true },
  component: OverlayLayout,
});

function OverlayLayout() {
  useEffect(() => {
    const see = transparent();
    const root = document.documentElement;
    root.style.background = see ? 'transparent' : '#0b1020';
    document.body.style.background = see ? 'transparent' : '#0b1020';
    root.dataset.overlay = see ? 'transparent' : 'dark';
  }, []);
  return (
    <OverlayStage>
      <Outlet />
    </OverlayStage>
  );
}
