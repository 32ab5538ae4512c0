import { useEffect, useState } from 'react';
import { loadSonner, whenSonnerRequested } from '@/lib/toast';
import { whenIdle } from '@/lib/when-idle';
import { useTheme } from '@/stores/theme';

type ToasterComponent = typeof import('sonner').Toaster;

/**
 * One toast at a time, 3 s by default (spec §9), top right, coloured by kind. Sonner is not part of
 * the first page: it mounts with the first toast, or once the page is idle.
 */
export function AppToaster() {
  const { theme } = useTheme();
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);

  useEffect(() => {
    let live = true;
    void whenSonnerRequested().then((m) => live && setToaster(() => m.Toaster));
    const cancelIdle = whenIdle(() => void loadSonner());
    return () => {
      live = false;
      cancelIdle();
    };
  }, []);

  if (!Toaster) return null;
  return (
    <Toaster
      theme={theme}
      position="top-right"
      visibleToasts={1}
      duration={3000}
      richColors
      closeButton
      toastOptions={{ closeButtonAriaLabel: 'Bildirimi kapat' }}
    />
  );
}
