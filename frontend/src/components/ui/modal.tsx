import { CloseButton, Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

const widths = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl' } as const;

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  size?: keyof typeof widths;
  children: ReactNode;
  /** Buttons pinned under the scrolling body (a form's submit sits here with `form="<id>"`). */
  footer?: ReactNode;
}

/** A centred dialog (Headless UI) for create/edit forms: title, optional description, scrolling body, footer. */
export function Modal({ open, onClose, title, description, size = 'md', children, footer }: ModalProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-950/70 backdrop-blur-sm transition-opacity duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex items-end justify-center p-0 sm:items-center sm:p-4">
        <DialogPanel
          transition
          className={cn(
            'flex max-h-[92dvh] w-full flex-col overflow-hidden rounded-t-2xl border border-slate-200 bg-white shadow-2xl',
            'transition duration-200 ease-out data-closed:translate-y-4 data-closed:opacity-0 sm:rounded-xl',
            'dark:border-slate-800 dark:bg-slate-900',
            widths[size],
          )}
        >
          <div className="flex items-start gap-4 border-b border-slate-200 px-5 py-4 dark:border-slate-800">
            <div className="min-w-0 flex-1">
              <DialogTitle className="text-lg font-bold tracking-tight">{title}</DialogTitle>
              {description && (
                <Description className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">{description}</Description>
              )}
            </div>
            <CloseButton as={Button} variant="ghost" size="icon" aria-label="Kapat" className="-mt-1 -mr-2">
              <X />
            </CloseButton>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-5">{children}</div>
          {footer && (
            <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end dark:border-slate-800">
              {footer}
            </div>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
