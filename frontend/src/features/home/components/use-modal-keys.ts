import { type RefObject, useEffect } from 'react';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/**
 * The keyboard of a modal dialog for a <dialog> opened with show(): Esc calls `onEscape`, and focus
 * stays inside (Tab and Shift+Tab cycle through its controls; focus that lands outside comes back).
 * What showModal() gives natively, without making the whole page inert: that restyles every element
 * of the page behind (see welcome-dialog-panel.tsx).
 */
export function useModalKeys(dialog: RefObject<HTMLDialogElement | null>, open: boolean, onEscape: () => void) {
  useEffect(() => {
    if (!open) return;
    const tabbables = () => [...(dialog.current?.querySelectorAll<HTMLElement>(TABBABLE) ?? [])].filter((el) => el.tabIndex >= 0);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const all = tabbables();
      if (all.length === 0) return;
      const at = all.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey ? (at <= 0 ? all.length - 1 : at - 1) : (at + 1) % all.length;
      event.preventDefault();
      all[next]!.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (dialog.current?.contains(event.target as Node)) return;
      tabbables()[0]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [dialog, open, onEscape]);
}
