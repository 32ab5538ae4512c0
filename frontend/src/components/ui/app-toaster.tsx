import { useEffect, useState } from 'react';
import { whenSonnerRequested } from '@/lib/toast';
import { useTheme } from '@/stores/theme';

type ToasterComponent = typeof import('sonner').Toaster;

/**
 * One toast at a time, 3 s by default (spec §9), top right, coloured by kind. Sonner is not part of
 * the first page: src/main.tsx mounts this with the first toast, or once the first screen is idle.
 */
// Below the sticky header (its height is kept in --header-height), never over the points badge,
// the name or Çıkış Yap.
const BELOW_HEADER = 'calc(var(--header-height, 0px) + 12px)';
export function AppToaster() {
  const { theme } = useTheme();
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);

  useEffect(() => {
    let live = true;
    void whenSonnerRequested().then((m) => live && setToaster(() => m.Toaster));
    return () => {
      live = false;
    };
  }, []);

  if (!Toaster) return null;
  return (
    <Toaster
      theme={theme}
      position="top-right"
      offset={{ top: BELOW_HEADER, right: 16 }}
      mobileOffset={{ top: BELOW_HEADER, left: 12, right: 12 }}
      visibleToasts={1}
      duration={3000}
      richColors
      closeButton
      toastOptions={{ closeButtonAriaLabel: 'Bildirimi kapat' }}
    />
  );
}
