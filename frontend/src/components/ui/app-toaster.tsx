import { useEffect, useState } from 'react';
import { whenSonnerRequested } from '@/lib/toast';
import { useMediaQuery } from '@/lib/use-media-query';
import { useTheme } from '@/stores/theme';

type ToasterComponent = typeof import('sonner').Toaster;

/**
 * One toast at a time, 3 s by default (spec §9), coloured by kind. On a wider screen in the bottom
 * right corner, away from the header and from the page's own actions (the admin pages' 'Yeni …'
 * button sits top right, and staff adding several items in a row reach for it again at once); on a
 * phone across the top, below the header, where the keyboard and a dialog's buttons are not. Sonner
 * is not part of the first page: src/main.tsx mounts this with the first toast, or once the first
 * screen is idle.
 */
// Below the sticky header (its height is kept in --header-height), never over the points badge,
// the name or Çıkış Yap.
const BELOW_HEADER = 'calc(var(--header-height, 0px) + 12px)';
/** Sonner lays toasts across the screen up to 600 px wide (its mobileOffset); the corner above that. */
const WIDE = '(min-width: 601px)';
export function AppToaster() {
  const { theme } = useTheme();
  const wide = useMediaQuery(WIDE);
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
      position={wide ? 'bottom-right' : 'top-center'}
      offset={{ top: BELOW_HEADER, bottom: 16, right: 16 }}
      mobileOffset={{ top: BELOW_HEADER, left: 12, right: 12 }}
      visibleToasts={1}
      duration={3000}
      richColors
      closeButton
      toastOptions={{ closeButtonAriaLabel: 'Bildirimi kapat' }}
    />
  );
}
