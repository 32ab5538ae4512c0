import { type AdminEvent, CreateEventRequest, toIstanbulWallTime } from '@app/contracts';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { ImageInput } from '@/components/ui/image-input';
import { Switch } from '@/components/ui/switch';
import { TextareaField } from '@/components/ui/textarea-field';
import { isStaleEdit } from '@/lib/api-client';
import { useContractForm } from '@/lib/contract-form';
import { useStaleEdit } from '@/lib/item-form';
import { useSaveEvent } from '../../api/save-event';

/** The form's values; dates as `datetime-local` values in Istanbul time (the server reads them so). */
const valuesOf = (e: AdminEvent | null) => ({
  title: e?.title ?? '',
  description: e?.description ?? '',
  photoUrl: e?.photoUrl ?? '',
  startDate: e?.startDate ? toIstanbulWallTime(e.startDate) : '',
  endDate: e?.endDate ? toIstanbulWallTime(e.endDate) : '',
  isActive: e?.isActive ?? true,
  requiresTelegramVerification: e?.requiresTelegramVerification ?? true,
});
type Values = ReturnType<typeof valuesOf>;

/**
 * The form shows dates to the minute; an edit that leaves a date alone must not send it back
 * rounded (the stored one may carry seconds), so untouched dates stay out of the PATCH.
 */
const unchangedDatesLeftOut = (values: Values, initial: Values): CreateEventRequest => ({
  ...values,
  photoUrl: values.photoUrl || null,
  startDate: values.startDate === initial.startDate ? undefined : values.startDate,
  endDate: values.endDate === initial.endDate ? undefined : values.endDate,
});

interface Props {
  open: boolean;
  /** null: create (POST); an event: edit it (PATCH). The page mounts the dialog afresh per event. */
  event: AdminEvent | null;
  onClose: () => void;
}

/** Create/edit dialog of admin screen 14. */
export function EventFormDialog({ open, event, onClose }: Props) {
  const save = useSaveEvent();
  const initial = valuesOf(event);
  const toRequest = (values: Values): CreateEventRequest =>
    event ? unchangedDatesLeftOut(values, initial) : { ...values, photoUrl: values.photoUrl || null };
  const f = useContractForm(CreateEventRequest, { values: initial, toRequest });
  const stale = useStaleEdit(event, open);
  const onError = (failure: Error) => {
    if (isStaleEdit(failure)) stale.refused(failure.message);
    f.showServerErrors(failure);
  };
  const submit = f.onSubmit((data) =>
    save.mutate({ id: event?.id, data, revision: event?.revision }, { onSuccess: onClose, onError }),
  );

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={event ? 'Etkinliği Düzenle' : 'Yeni Etkinlik'}
      description="Başlık ve açıklama zorunludur; tarihler ve fotoğraf isteğe bağlıdır."
      pending={save.isPending}
      onSubmit={submit}
      submitLabel={event ? 'Güncelle' : 'Oluştur'}
      stale={stale.notice}
      className="space-y-5"
    >
      <Field label="Başlık" required {...f.field('title')} />
      <TextareaField label="Açıklama" required rows={4} {...f.field('description')} />
      <ImageInput label="Fotoğraf" accept="image/*" {...f.image('photoUrl')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Başlangıç Tarihi" type="datetime-local" {...f.field('startDate')} />
        <Field label="Bitiş Tarihi" type="datetime-local" {...f.field('endDate')} />
      </div>
      <p className="-mt-2 text-xs text-slate-500 dark:text-slate-400">Saatler Türkiye saatine (İstanbul) göredir.</p>
      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        <Switch label="Aktif" checked={f.values.isActive} onChange={(on) => f.set('isActive', on)} />
        <Switch
          label="Telegram doğrulaması gerekli"
          checked={f.values.requiresTelegramVerification}
          onChange={(on) => f.set('requiresTelegramVerification', on)}
        />
      </div>
    </FormDialog>
  );
}
