import { toast } from 'sonner';

/** The destructive error toast: title 'Hata' (or a given one), the server's message as description. */
export function showError(error: unknown, title = 'Hata') {
  const description = error instanceof Error ? error.message : String(error);
  toast.error(title, { description });
}

export { toast };
