import { Sparkles, Ticket } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useModalKeys } from './use-modal-keys';
import { welcomeZoom } from './welcome-zoom';

interface WelcomeDialogPanelProps {
  open: boolean;
  onDismiss: () => void;
  image?: string;
  title?: string;
  subtitle?: string;
}

/**
 * A <dialog> opened with show() and made modal by hand, not showModal() nor Headless UI: it opens by
 * itself one second after the home page loads, in the middle of a phone's first load. Headless UI's
 * dialog measures the page twice while opening; showModal() makes every other element of the page
 * inert, a style pass over the whole 1280 px page (30 to 280 ms on a phone, measured). Here the
 * page behind stays as it is: the backdrop covers it against pointers, aria-modal takes it out of
 * the accessibility tree (without the style pass), focus stays inside and Esc closes
 * (use-modal-keys.ts); the transitions are CSS (@starting-style), the closing one held by the
 * dialog's discrete `display` transition. In a portal on <body>, above the header's stacking context.
 */
export function WelcomeDialogPanel({ open, onDismiss: dismiss, image, title, subtitle }: WelcomeDialogPanelProps) {
  const [imageBroken, setImageBroken] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  const panel = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);

  // Before the first paint of the open dialog: it opens at the size it keeps (see welcome-zoom.ts).
  useLayoutEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      el.show();
      if (panel.current) setZoom(welcomeZoom(panel.current.offsetHeight));
    }
    if (!open && el.open) el.close();
  }, [open]);
  // Esc: close the way 'Devam Et' does, so the visit is remembered.
  useModalKeys(dialog, open, dismiss);

  return createPortal(
    <dialog
      ref={dialog}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={subtitle ? descriptionId : undefined}
      className="group fixed inset-0 z-[100] m-0 grid size-full max-h-none max-w-none place-items-center bg-transparent p-0 text-inherit transition-[display] transition-discrete duration-300 not-open:hidden"
    >
      <div
        ref={panel}
        style={zoom === 1 ? undefined : { zoom }}
        data-testid="welcome-dialog"
        className={
          'relative z-10 w-[calc(100%-2rem)] max-w-md overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl dark:border-slate-800 dark:bg-slate-900 ' +
          'transition-[opacity,translate,scale] duration-300 ease-out ' +
          'group-not-open:translate-y-4 group-not-open:scale-95 group-not-open:opacity-0 ' +
          'starting:group-open:translate-y-4 starting:group-open:scale-95 starting:group-open:opacity-0'
        }
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
        over the whole window, under the panel (after it, so show() still focuses 'Devam Et'); left out
        of the tab order and the accessibility tree, as keyboards and screen readers close with Esc or
        'Devam Et'. No blur: over the 1280 px page it is a phone-sized paint job every frame of the fade.
      */}
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        className="absolute inset-0 cursor-default bg-slate-950/80 transition-opacity duration-300 group-not-open:opacity-0 starting:group-open:opacity-0"
        onClick={dismiss}
      />
    </dialog>,
    document.body,
  );
}
