import type { AdminCard } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ImageInput } from '@/components/ui/image-input';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { fieldErrorsOf } from '@/lib/api-client';
import type { FieldErrors } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useOnChange } from '@/lib/use-render-state';
import { useCreateCard, useUpdateCard } from '../api/save-card';
import { cardFormState, cardPayload, type CardFormState } from './card-form';
import { cardStatusOptions } from './card-status';

const targetOptions = [
  { value: '_blank', label: 'Yeni sekmede aç (_blank)' },
  { value: '_self', label: 'Aynı sekmede aç (_self)' },
];

function ColorField({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <label className="block space-y-1.5">
      <span className="block text-sm font-medium text-slate-700 dark:text-slate-200">{label}</span>
      <span className="flex h-11 items-center gap-3 rounded-xl border border-slate-300 bg-white px-2 dark:border-slate-700 dark:bg-slate-900/80">
        <input
          type="color"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="size-8 cursor-pointer rounded-lg border-0 bg-transparent p-0"
        />
        <span className="font-mono text-sm text-slate-600 uppercase dark:text-slate-300">{value}</span>
      </span>
    </label>
  );
}

interface CardFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** null: create mode (POST); a card: edit mode (PATCH). */
  card: AdminCard | null;
  nextSortOrder: number;
}

/** Admin screen 2's create/edit dialog: every card field of spec §3 with the spec's defaults. */
export function CardFormDialog({ open, onClose, card, nextSortOrder }: CardFormDialogProps) {
  const [state, setState] = useState<CardFormState>(() => cardFormState(card, nextSortOrder));
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateCard();
  const update = useUpdateCard();
  const pending = create.isPending || update.isPending;

  // Opening (or switching what is edited) starts from the item's values and no errors.
  useOnChange([open, card, nextSortOrder], () => {
    if (!open) return;
    setState(cardFormState(card, nextSortOrder));
    setErrors({});
  });

  const set = <K extends keyof CardFormState>(key: K) => (value: CardFormState[K]) => setState((s) => ({ ...s, [key]: value }));
  const input = (key: keyof CardFormState) => ({
    value: state[key] as string,
    onChange: (e: { target: { value: string } }) => set(key)(e.target.value),
    error: errors[key],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = cardPayload(state);
    setErrors(found);
    if (!body) return;
    const done = (description: string) => () => (toast.success('Başarılı', { description }), onClose());
    const onError = (error: Error) => setErrors(fieldErrorsOf(error));
    if (card) update.mutate({ id: card.id, body }, { onSuccess: done('Kart güncellendi'), onError });
    else create.mutate(body, { onSuccess: done('Kart oluşturuldu'), onError });
  };

  return (
    <Modal
      open={open}
      onClose={() => !pending && onClose()}
      title={card ? 'Kartı Düzenle' : 'Yeni Kart'}
      description="Ana sayfadaki 'Güvenilir Siteler' bölümünde görünen kart"
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            İptal
          </Button>
          <Button type="submit" form="card-form" pending={pending}>
            {card ? 'Güncelle' : 'Oluştur'}
          </Button>
        </>
      }
    >
      <form id="card-form" noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2" aria-label="Kart formu">
        <Field label="Başlık" name="title" required maxLength={120} {...input('title')} />
        <Field label="Alt Başlık" name="subtitle" maxLength={200} {...input('subtitle')} />
        <Field label="Bağlantı" name="link" type="url" inputMode="url" placeholder="https://" required {...input('link')} />
        <SelectField label="Bağlantı Hedefi" name="linkTarget" options={targetOptions} {...input('linkTarget')} />
        <ImageInput label="Logo" value={state.logoUrl} onChange={set('logoUrl')} error={errors.logoUrl} />
        <ImageInput label="Arka Plan Görseli" value={state.backgroundImageUrl} onChange={set('backgroundImageUrl')} error={errors.backgroundImageUrl} />
        <ColorField label="Logo Ana Rengi" value={state.logoPrimaryColor} onChange={set('logoPrimaryColor')} />
        <ColorField label="Arka Plan Rengi" value={state.backgroundColor} onChange={set('backgroundColor')} />
        <SelectField label="Durum" name="status" options={cardStatusOptions} {...input('status')} />
        <Field label="Kategori" name="category" maxLength={60} placeholder="Örn. Spor, Casino" {...input('category')} />
        <Field label="Görünür Başlangıç" name="visibleFrom" type="datetime-local" hint="Boş: hemen" {...input('visibleFrom')} />
        <Field label="Görünür Bitiş" name="visibleTo" type="datetime-local" hint="Boş: süresiz" {...input('visibleTo')} />
        <Field label="Sıra" name="sortOrder" type="number" min={0} step={1} hint="Küçük sayı önce gösterilir" {...input('sortOrder')} />
      </form>
    </Modal>
  );
}
