import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useAtom } from 'jotai';
import { Sparkles, Ticket } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { hasSeenWelcomeAtom } from '../stores/welcome';

/** Spec §9: the dialog opens one second after the home page loads. */
export const WELCOME_DELAY_MS = 1000;

interface WelcomeDialogProps {
  image?: string;
  title?: string;
  subtitle?: string;
}

/** The home page's welcome (spec §2): once, after 1 s, until 'Devam Et' (or closing it) is pressed. */
export function WelcomeDialog({ image, title, subtitle }: WelcomeDialogProps) {
  const [seen, setSeen] = useAtom(hasSeenWelcomeAtom);
  const [open, setOpen] = useState(false);
  const [imageBroken, setImageBroken] = useState(false);

  useEffect(() => {
    if (seen) return;
    const timer = setTimeout(() => setOpen(true), WELCOME_DELAY_MS);
    return () => clearTimeout(timer);
  }, [seen]);

  const dismiss = () => {
    setOpen(false);
    setSeen(true);
  };

  return (
    <Dialog open={open && !seen} onClose={dismiss} className="relative z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-slate-950/70 backdrop-blur-sm transition-opacity duration-300 data-closed:opacity-0" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          transition
          data-testid="welcome-dialog"
          className="w-full max-w-md overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl transition duration-300 ease-out data-closed:translate-y-4 data-closed:scale-95 data-closed:opacity-0 dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="relative aspect-[21/9] overflow-hidden bg-gradient-to-br from-accent-600 via-accent-500 to-brand-500">
            {image && !imageBroken ? (
              <img src={image} alt="" className="size-full object-cover" onError={() => setImageBroken(true)} />
            ) : (
              <div className="grid size-full place-items-center">
                <Sparkles className="size-12 text-white/90" aria-hidden="true" />
              </div>
            )}
          </div>
          <div className="space-y-3 px-6 pt-6 pb-7 text-center">
            <DialogTitle className="text-2xl font-extrabold tracking-tight">{title || 'Hoş Geldiniz!'}</DialogTitle>
            {subtitle && <Description className="text-slate-600 dark:text-slate-300">{subtitle}</Description>}
            <p className="inline-flex items-center gap-2 rounded-full bg-brand-500/10 px-4 py-1.5 text-sm font-semibold text-brand-600 dark:text-brand-400">
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
