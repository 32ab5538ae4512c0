import { useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useContractForm } from '@/lib/contract-form';
import { Button } from './button';
import { Modal } from './modal';
import { TextareaField } from './textarea-field';

interface ReasonDialogProps<S extends z.ZodType<unknown, FieldValues>> {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  /** The optional note's field, e.g. 'Red Sebebi (isteğe bağlı)' / `rejectionReason` (its request field). */
  label: string;
  name: string;
  /** While anything on the screen runs, the dialog neither closes nor cancels. */
  pending: boolean;
  /** Whether Reddet itself spins (the rejection runs); `pending` when not given. */
  confirmPending?: boolean;
  /** The rejection's request contract: the note is checked with the server's own schema and texts. */
  schema: S;
  /** The request body around the typed note, e.g. `{ status: 'rejected', rejectionReason: note.trim() || null }`. */
  toRequest: (note: string) => z.input<S>;
  /** Sends the checked request; `failed` puts a 400's issue under the note (pass it as the mutation's onError). */
  onConfirm: (request: z.input<S>, failed: (error: unknown) => void) => void;
}

/** Reddet with an optional note shown to the member (a ticket application, a social verification). */
export function ReasonDialog<S extends z.ZodType<unknown, FieldValues>>({
  open,
  onClose,
  label,
  name,
  pending,
  confirmPending = pending,
  schema,
  toRequest,
  onConfirm,
  ...modal
}: ReasonDialogProps<S>) {
  const formId = useId();
  // Each opening starts with an empty note.
  const f = useContractForm(schema, { values: { [name]: '' }, toRequest: (v) => toRequest(v[name] ?? ''), open });
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
          <Button type="submit" form={formId} variant="destructive" pending={confirmPending}>
            Reddet
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={f.onSubmit((request) => onConfirm(request, f.showServerErrors))}>
        <TextareaField label={label} maxLength={500} {...f.field(name)} />
      </form>
    </Modal>
  );
}
