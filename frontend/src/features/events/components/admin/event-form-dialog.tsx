import { type AdminEvent, type CreateEventRequest, toIstanbulWallTime } from '@app/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ImageInput } from '@/components/ui/image-input';
import { Modal } from '@/components/ui/modal';
import { Switch } from '@/components/ui/switch';
import { TextareaField } from '@/components/ui/textarea-field';
import { fieldErrorsOf } from '@/lib/api-client';
import type { FieldErrors } from '@/lib/form';
import { showError } from '@/lib/toast';
import { useSaveEvent } from '../../api/save-event';

const REQUIRED = 'Başlık ve açıklama zorunludur';

/** The form's state; dates as `datetime-local` values in Istanbul time (the server reads them so). */
interface Draft {
  title: string;
  description: string;
  photoUrl: string | null;
  startDate: string;
  endDate: string;
  isActive: boolean;
  requiresTelegramVerification: boolean;
}

const draftOf = (e: AdminEvent | null): Draft => ({
  title: e?.title ?? '',
  description: e?.description ?? '',
  photoUrl: e?.photoUrl ?? null,
  startDate: e?.startDate ? toIstanbulWallTime(e.startDate) : '',
  endDate: e?.endDate ? toIstanbulWallTime(e.endDate) : '',
  isActive: e?.isActive ?? true,
  requiresTelegramVerification: e?.requiresTelegramVerification ?? true,
});

/**
 * The form shows dates to the minute; an edit that leaves a date alone must not send it back
 * rounded (the stored one may carry seconds), so untouched dates stay out of the PATCH.
 */
const unchangedDatesLeftOut = (draft: Draft, initial: Draft): CreateEventRequest => ({
  ...draft,
  startDate: draft.startDate === initial.startDate ? undefined : draft.startDate,
  endDate: draft.endDate === initial.endDate ? undefined : draft.endDate,
});

interface Props {
  open: boolean;
  /** null: create (POST); an event: edit it (PATCH). */
  event: AdminEvent | null;
  onClose: () => void;
}

/** Create/edit dialog of admin screen 14. */
export function EventFormDialog({ open, event, onClose }: Props) {
  const formId = useId();
  const [initial] = useState<Draft>(() => draftOf(event));
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveEvent();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const missing: FieldErrors = {};
    if (!draft.title.trim()) missing.title = REQUIRED;
    if (!draft.description.trim()) missing.description = REQUIRED;
    setErrors(missing);
    if (Object.keys(missing).length > 0) return showError(new Error(REQUIRED));
    save.mutate(
      { id: event?.id, data: event ? unchangedDatesLeftOut(draft, initial) : draft },
      { onSuccess: onClose, onError: (error) => setErrors(fieldErrorsOf(error)) },
    );
  };

  return (
    <Modal
      open={open}
      onClose={() => !save.isPending && onClose()}
      title={event ? 'Etkinliği Düzenle' : 'Yeni Etkinlik'}
      description="Başlık ve açıklama zorunludur; tarihler ve fotoğraf isteğe bağlıdır."
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            İptal
          </Button>
          <Button type="submit" form={formId} pending={save.isPending}>
            {event ? 'Güncelle' : 'Oluştur'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-5">
        <Field
          label="Başlık"
          name="title"
          required
          value={draft.title}
          onChange={(e) => set('title', e.target.value)}
          error={errors.title}
        />
        <TextareaField
          label="Açıklama"
          name="description"
          required
          rows={4}
          value={draft.description}
          onChange={(e) => set('description', e.target.value)}
          error={errors.description}
        />
        <ImageInput
          label="Fotoğraf"
          accept="image/*"
          value={draft.photoUrl}
          onChange={(v) => set('photoUrl', v)}
          error={errors.photoUrl}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Başlangıç Tarihi"
            name="startDate"
            type="datetime-local"
            value={draft.startDate}
            onChange={(e) => set('startDate', e.target.value)}
            error={errors.startDate}
          />
          <Field
            label="Bitiş Tarihi"
            name="endDate"
            type="datetime-local"
            value={draft.endDate}
            onChange={(e) => set('endDate', e.target.value)}
            error={errors.endDate}
          />
        </div>
        <p className="-mt-2 text-xs text-slate-500 dark:text-slate-400">Saatler Türkiye saatine (İstanbul) göredir.</p>
        <div className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
          <Switch label="Aktif" checked={draft.isActive} onChange={(v) => set('isActive', v)} />
          <Switch
            label="Telegram doğrulaması gerekli"
            checked={draft.requiresTelegramVerification}
            onChange={(v) => set('requiresTelegramVerification', v)}
          />
        </div>
      </form>
    </Modal>
  );
}
