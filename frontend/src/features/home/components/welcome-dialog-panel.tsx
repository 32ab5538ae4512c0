import { Sparkles, Ticket } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ResponsiveImage } from '@/components/ui/responsive-image';

interface WelcomeDialogPanelProps {
  open: boolean;
  onDismiss: () => void;
  image?: string;
  title?: string;
  subtitle?: string;
}

/**
 * The platform's modal <dialog>, not Headless UI: it opens by itself one second after the home page
 * loads, and Headless UI's dialog measures the page twice while opening (scrollbar padding, transition),
 * each a forced style and layout pass over the whole 1280 px page, on a phone some 300 ms of blocked
 * main thread. showModal() gives the same behaviour natively: the page behind is inert, focus moves to
 * the first button and stays inside, Esc closes; the transitions are CSS (@starting-style).
 */
export function WelcomeDialogPanel({ open, onDismiss: dismiss, image, title, subtitle }: WelcomeDialogPanelProps) {
  const [imageBroken, setImageBroken] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={subtitle ? descriptionId : undefined}
      // Esc: close the way 'Devam Et' does, so the visit is remembered.
      onCancel={(event) => {
        event.preventDefault();
        dismiss();
      }}
      className={
        'm-auto w-[calc(100%-2rem)] max-w-md overflow-visible bg-transparent p-0 text-inherit ' +
        'transition-[opacity,translate,scale,display,overlay] transition-discrete duration-300 ease-out ' +
        'not-open:translate-y-4 not-open:scale-95 not-open:opacity-0 starting:open:translate-y-4 starting:open:scale-95 starting:open:opacity-0 ' +
        // No backdrop blur: over the 1280 px page it is a phone-sized paint job every frame of the fade.
        'backdrop:bg-slate-950/80 backdrop:transition-[opacity,display,overlay] backdrop:transition-discrete backdrop:duration-300 ' +
        'not-open:backdrop:opacity-0 starting:open:backdrop:opacity-0'
      }
    >
      <div
        data-testid="welcome-dialog"
        className="w-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="relative aspect-[21/9] overflow-hidden bg-gradient-to-br from-accent-600 via-accent-500 to-brand-500">
          {image && !imageBroken ? (
            <ResponsiveImage
              src={image}
              sizes="448px"
              maxWidth={448}
              width={448}
              height={192}
              priority
              className="size-full object-cover"
              onError={() => setImageBroken(true)}
            />
          ) : (
            <div className="grid size-full place-items-center">
              <Sparkles className="size-12 text-white/90" aria-hidden="true" />
            </div>
          )}
        </div>
        <div className="space-y-3 px-6 pt-6 pb-7 text-center">
          <h2 id={titleId} className="text-2xl font-extrabold tracking-tight">
            {title || 'Hoş Geldiniz!'}
          </h2>
          {subtitle && (
            <p id={descriptionId} className="text-slate-600 dark:text-slate-300">
              {subtitle}
            </p>
          )}
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-500/10 px-4 py-1.5 text-sm font-semibold text-brand-700 dark:text-brand-400">
            <Ticket className="size-4" aria-hidden="true" />
            Bilet sistemi ile kazanmaya başlayın!
          </p>
          <Button size="lg" className="mt-2 w-full" onClick={dismiss}>
            Devam Et
          </Button>
        </div>
      </div>
      {/*
        The backdrop, as Headless UI's: a click outside the panel closes like 'Devam Et'. A real button
        over the whole window, under the panel (after it, so showModal() still focuses 'Devam Et');
        left out of the tab order and the accessibility tree, as keyboards and screen readers close
        with Esc or 'Devam Et'.
      */}
      <button type="button" tabIndex={-1} aria-hidden="true" className="fixed inset-0 -z-10 cursor-default" onClick={dismiss} />
    </dialog>
  );
}
