import { useState } from 'react';
import { useOnChange } from '@/lib/use-render-state';
import { Button } from './button';
import { Modal } from './modal';
import { TextareaField } from './textarea-field';

interface ReasonDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  /** The optional note's field, e.g. 'Red Sebebi (isteğe bağlı)' / `rejectionReason`. */
  label: string;
  name: string;
  /** While anything on the screen runs, the dialog neither closes nor cancels. */
  pending: boolean;
  /** Whether Reddet itself spins (the rejection runs); `pending` when not given. */
  confirmPending?: boolean;
  onConfirm: (reason: string) => void;
}

/** Reddet with an optional note shown to the member (a ticket application, a social verification). */
export function ReasonDialog({
  open,
  onClose,
  label,
  name,
  pending,
  confirmPending = pending,
  onConfirm,
  ...modal
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  // Each opening starts with an empty note.
  useOnChange([open], () => {
    if (open) setReason('');
  });
  return (
    <Modal
      {...modal}
      open={open}
      onClose={() => !pending && onClose()}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            İptal
          </Button>
          <Button variant="destructive" onClick={() => onConfirm(reason)} pending={confirmPending}>
            Reddet
          </Button>
        </>
      }
    >
      <TextareaField label={label} name={name} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
    </Modal>
  );
}
