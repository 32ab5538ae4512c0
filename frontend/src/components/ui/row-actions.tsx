import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

interface RowActionsProps {
  onEdit: () => void;
  onDelete: () => void;
  /** The buttons' accessible names, when the row should be named in them ("Yaz ödülünü sil"). */
  editLabel?: string;
  deleteLabel?: string;
  /** Actions of the row's own before the two (a toggle, a link). */
  children?: ReactNode;
}

/** An admin row's edit and delete icon buttons, the same on every list (and on the phone's cards). */
export function RowActions({ onEdit, onDelete, editLabel = 'Düzenle', deleteLabel = 'Sil', children }: RowActionsProps) {
  return (
    <div className="flex items-center justify-end gap-1 whitespace-nowrap">
      {children}
      <Button variant="ghost" size="icon" aria-label={editLabel} title="Düzenle" onClick={onEdit}>
        <Pencil />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={deleteLabel}
        title="Sil"
        className="text-red-600 dark:text-red-400"
        onClick={onDelete}
      >
        <Trash2 />
      </Button>
    </div>
  );
}
