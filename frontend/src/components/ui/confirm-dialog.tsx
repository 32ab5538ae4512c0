import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { TriangleAlert } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from '@/lib/toast';
import { useHeld } from '@/lib/use-render-state';
import { Button } from './button';

interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: string;
  description: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** While the action runs: the confirm button spins and nothing can be clicked twice. */
  pending?: boolean;
  /** Red confirm button (deletes); false for harmless confirmations. */
  destructive?: boolean;
  /** What staff should know before confirming (a warning), below the description. */
  children?: ReactNode;
}

/** Asks before an action that cannot be undone (every delete, spec §5). */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  description,
  confirmLabel = 'Sil',
  cancelLabel = 'İptal',
  pending = false,
  destructive = true,
  children,
}: ConfirmDialogProps) {
  // Callers often clear what they were confirming as they close; keep the words through the fade-out.
  const shownTitle = useHeld(title, open);
  const shownDescription = useHeld(description, open);
  return (
    <Dialog open={open} onClose={() => !pending && onClose()} className="relative z-50" role="alertdialog">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-950/70 backdrop-blur-sm transition-opacity duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          transition
          className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-2xl transition duration-200 ease-out data-closed:scale-95 data-closed:opacity-0 dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex gap-4">
            {destructive && (
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-red-500/15 text-red-600 dark:text-red-400">
                <TriangleAlert className="size-5" aria-hidden="true" />
              </span>
            )}
            <div className="min-w-0">
              <DialogTitle className="text-lg font-bold tracking-tight">{shownTitle}</DialogTitle>
              <Description className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">{shownDescription}</Description>
              {children}
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={pending}>
              {cancelLabel}
            </Button>
            <Button variant={destructive ? 'destructive' : 'primary'} onClick={onConfirm} pending={pending}>
              {confirmLabel}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

interface Deletion {
  mutate: (id: string, options: { onSuccess: () => void }) => void;
  isPending: boolean;
}

/**
 * "Delete this row?": the row asked about (`deleting`, set by its Sil button) and the ConfirmDialog's
 * open/close/confirm/pending props, which run `remove` and then say `removed` in the 'Başarılı' toast.
 */
export function useDeleteConfirm<T extends { id: string }>(remove: Deletion, removed: string) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const onConfirm = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => (toast.success('Başarılı', { description: removed }), setDeleting(null)),
    });
  const confirm = { open: !!deleting, onClose: () => setDeleting(null), onConfirm, pending: remove.isPending };
  return { deleting, setDeleting, confirm };
}
