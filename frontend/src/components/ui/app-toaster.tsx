import { Toaster } from 'sonner';
import { useTheme } from '@/stores/theme';

/** One toast at a time, 3 s by default (spec §9), top right, coloured by kind. */
export function AppToaster() {
  const { theme } = useTheme();
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
