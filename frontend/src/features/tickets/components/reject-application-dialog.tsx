import type { AdminTicketApplication } from '@app/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextareaField } from '@/components/ui/textarea-field';
import { useOnChange } from '@/lib/use-render-state';

/** Reddet: asks for an optional admin note, shown to the member on the profile. */
export function RejectApplicationDialog({
  open,
  application,
  pending,
  onClose,
  onConfirm,
}: {
  open: boolean;
  application: AdminTicketApplication | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: (adminNote: string) => void;
}) {
  const [note, setNote] = useState('');
  useOnChange([open], () => {
    if (open) setNote('');
  });
  return (
    <Modal
      open={open}
      onClose={() => !pending && onClose()}
      size="sm"
      title="Başvuruyu Reddet"
      description={application ? `${application.username} · ${application.ticketCompany.name}` : undefined}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            İptal
          </Button>
          <Button variant="destructive" onClick={() => onConfirm(note)} pending={pending}>
            Reddet
          </Button>
        </>
      }
    >
      <TextareaField
        label="Admin Notu (isteğe bağlı)"
        name="adminNote"
        maxLength={500}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
    </Modal>
  );
}
