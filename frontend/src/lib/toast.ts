import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
let sonner: Promise<Sonner> | undefined;
let requested: () => void = () => undefined;
const request = new Promise<void>((resolve) => (requested = resolve));

/** Sonner (about 10 KB gzipped) loads with the first toast or once the page is idle, not with the first page. */
export function loadSonner(): Promise<Sonner> {
  requested();
  return (sonner ??= import('sonner'));
}

/** Resolves with sonner as soon as anything asked for it (the toaster mounts then). */
export const whenSonnerRequested = () => request.then(loadSonner);

type Kind = 'success' | 'error' | 'warning' | 'info';
const show =
  (kind: Kind) =>
  (message: string, data?: ExternalToast): void =>
    void loadSonner().then(({ toast: sonnerToast }) => sonnerToast[kind](message, data));

/** The toasts the app raises; sonner keeps any raised before its Toaster mounts and shows them then. */
export const toast = { success: show('success'), error: show('error'), warning: show('warning'), info: show('info') };

/** The destructive error toast: title 'Hata' (or a given one), the server's message as description. */
export function showError(error: unknown, title = 'Hata') {
  const description = error instanceof Error ? error.message : String(error);
  toast.error(title, { description });
}
