import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { Sparkles, Ticket } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ResponsiveImage } from '@/components/ui/responsive-image';

interface WelcomeDialogPanelProps {
  open: boolean;
  onDismiss: () => void;
  image?: string;
  title?: string;
  subtitle?: string;
}

/** The dialog itself; its own chunk, so Headless UI loads when the welcome is due, not with the page. */
export function WelcomeDialogPanel({ open, onDismiss: dismiss, image, title, subtitle }: WelcomeDialogPanelProps) {
  const [imageBroken, setImageBroken] = useState(false);
  return (
    <Dialog open={open} onClose={dismiss} className="relative z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-slate-950/70 backdrop-blur-sm transition-opacity duration-300 data-closed:opacity-0" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          transition
          data-testid="welcome-dialog"
          className="w-full max-w-md overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl transition duration-300 ease-out data-closed:translate-y-4 data-closed:scale-95 data-closed:opacity-0 dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="relative aspect-[21/9] overflow-hidden bg-gradient-to-br from-accent-600 via-accent-500 to-brand-500">
            {image && !imageBroken ? (
              <ResponsiveImage src={image} sizes="448px" maxWidth={448} width={448} height={192} priority className="size-full object-cover" onError={() => setImageBroken(true)} />
            ) : (
              <div className="grid size-full place-items-center">
                <Sparkles className="size-12 text-white/90" aria-hidden="true" />
              </div>
            )}
          </div>
          <div className="space-y-3 px-6 pt-6 pb-7 text-center">
            <DialogTitle className="text-2xl font-extrabold tracking-tight">{title || 'Hoş Geldiniz!'}</DialogTitle>
            {subtitle && <Description className="text-slate-600 dark:text-slate-300">{subtitle}</Description>}
            <p className="inline-flex items-center gap-2 rounded-full bg-brand-500/10 px-4 py-1.5 text-sm font-semibold text-brand-700 dark:text-brand-400">
              <Ticket className="size-4" aria-hidden="true" />
              Bilet sistemi ile kazanmaya başlayın!
            </p>
            <Button size="lg" className="mt-2 w-full" onClick={dismiss} autoFocus>
              Devam Et
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
