import { CloseButton, Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/** A panel that slides in from the right (Headless UI Dialog): a detail view beside a list; full width on phones. */
export function Drawer({ open, onClose, title, description, children }: DrawerProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-950/60 backdrop-blur-sm transition-opacity duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex justify-end">
        <DialogPanel
          transition
          className="flex h-full w-full max-w-3xl flex-col border-l border-slate-200 bg-white shadow-2xl transition duration-200 ease-out data-closed:translate-x-full dark:border-slate-800 dark:bg-slate-950"
        >
          <div className="flex items-start gap-4 border-b border-slate-200 px-5 py-4 dark:border-slate-800">
            <div className="min-w-0 flex-1">
              <DialogTitle className="text-lg font-bold tracking-tight break-words">{title}</DialogTitle>
              {description && (
                <Description as="div" className="mt-1 text-sm text-slate-500 dark:text-slate-400">
                  {description}
                </Description>
              )}
            </div>
            <CloseButton as={Button} variant="ghost" size="icon" aria-label="Kapat" className="-mt-1 -mr-2">
              <X />
            </CloseButton>
          </div>
          <div className="flex-1 space-y-6 overflow-y-auto px-5 py-5">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
