import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';

const load = () => import('./confirm-dialog');
const ConfirmDialog = lazy(() => load().then((m) => ({ default: m.ConfirmDialog })));

/**
 * The confirm dialog for public pages: Headless UI (about 12 KB gzipped) is fetched once the page is
 * idle, not before the page shows, and the dialog mounts with its first opening.
 */
export function LazyConfirmDialog(props: ComponentProps<typeof ConfirmDialog>) {
  // Set with the first opening, never cleared: the dialog stays mounted to play its closing transition.
  const [opened, setOpened] = useState(false);
  if (props.open && !opened) setOpened(true);
  useEffect(() => whenIdle(() => void load()), []);

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
