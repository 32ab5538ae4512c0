import { useId, type FormEventHandler, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { Modal } from './modal';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  size?: 'sm' | 'md' | 'lg';
  /** The form's accessible name, e.g. 'Firma formu'. */
  label?: string;
  /** While saving, the dialog stays open and its buttons wait. */
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submitVariant?: ButtonVariant;
  cancelLabel?: string;
  /** The form's layout (fields stacked by default). */
  className?: string;
  children: ReactNode;
}

/** A create/edit dialog: the form in the scrolling body, İptal and the submit button pinned under it. */
export function FormDialog({
  open,
  onClose,
  pending,
  label,
  onSubmit,
  submitLabel,
  submitVariant,
  cancelLabel = 'İptal',
  className = 'space-y-4',
  children,
  ...modal
}: FormDialogProps) {
  const formId = useId();
  return (
    <Modal
      {...modal}
      open={open}
      onClose={() => !pending && onClose()}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} variant={submitVariant} pending={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className={className} aria-label={label}>
        {children}
      </form>
    </Modal>
  );
}
