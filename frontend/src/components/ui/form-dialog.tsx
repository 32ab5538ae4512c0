import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import type { StaleEdit } from '@/lib/item-form';
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
  /** The save was refused because the record changed meanwhile: said above the form, with a reload. */
  stale?: StaleEdit | null;
  children: ReactNode;
}

/** Issue 41: the server's 412 text, and the record fetched again (the form starts over from it). */
export function StaleNotice({ stale }: { stale: StaleEdit }) {
  return (
    <div
      role="alert"
      className="mb-4 flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 sm:flex-row sm:items-center dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="flex flex-1 items-start gap-2">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {stale.message}
      </p>
      {stale.onReload && (
        <Button variant="outline" size="sm" onClick={stale.onReload} pending={stale.reloading}>
          {!stale.reloading && <RefreshCw className="size-4" aria-hidden="true" />}
          Kaydı Yenile
        </Button>
      )}
    </div>
  );
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
  stale,
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
      {stale && <StaleNotice stale={stale} />}
      <form id={formId} noValidate onSubmit={onSubmit} className={className} aria-label={label}>
        {children}
      </form>
    </Modal>
  );
}
