import { type AdminSlidingBanner, CreateSlidingBannerRequest, type LinkTarget } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ImageInput } from '@/components/ui/image-input';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { Switch } from '@/components/ui/switch';
import { fieldErrorsOf } from '@/lib/api-client';
import type { FieldErrors } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useOnChange } from '@/lib/use-render-state';
import { useCreateSlidingBanner, useUpdateSlidingBanner } from '../api/save-sliding-banner';

interface Form {
  imageUrl: string | null;
  buttonText: string;
  link: string;
  linkTarget: LinkTarget;
  sortOrder: string;
  active: boolean;
}
const formOf = (b: AdminSlidingBanner | null, next: number): Form => ({
  imageUrl: b?.imageUrl ?? null,
  buttonText: b?.buttonText ?? '',
  link: b?.link ?? '',
  linkTarget: b?.linkTarget ?? '_blank',
  sortOrder: String(b?.sortOrder ?? next),
  active: (b?.status ?? 'active') === 'active',
});
const targetOptions = [
  { value: '_blank', label: 'Yeni sekmede aç (_blank)' },
  { value: '_self', label: 'Aynı sekmede aç (_self)' },
];

/** Admin screen 4's create/edit dialog. */
export function SlidingBannerFormDialog({ open, onClose, banner, nextSortOrder }: { open: boolean; onClose: () => void; banner: AdminSlidingBanner | null; nextSortOrder: number }) {
  const [form, setForm] = useState(() => formOf(banner, nextSortOrder));
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateSlidingBanner();
  const update = useUpdateSlidingBanner();
  const pending = create.isPending || update.isPending;
  // Opening (or switching what is edited) starts from the item's values and no errors.
  useOnChange([open, banner, nextSortOrder], () => {
    if (!open) return;
    setForm(formOf(banner, nextSortOrder));
    setErrors({});
  });

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const text = (key: 'buttonText' | 'link' | 'linkTarget' | 'sortOrder') => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
    error: errors[key],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { active, ...fields } = form;
    const body = { ...fields, imageUrl: fields.imageUrl ?? '', status: active ? 'active' : 'inactive' } satisfies CreateSlidingBannerRequest;
    const result = CreateSlidingBannerRequest.safeParse(body);
    if (!result.success) return setErrors(Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message] as const).reverse()));
    setErrors({});
    const done = (description: string) => () => (toast.success('Başarılı', { description }), onClose());
    const onError = (error: Error) => setErrors(fieldErrorsOf(error));
    if (banner) update.mutate({ id: banner.id, body }, { onSuccess: done('Kayan banner güncellendi'), onError });
    else create.mutate(body, { onSuccess: done('Kayan banner oluşturuldu'), onError });
  };

  return (
    <Modal
      open={open}
      onClose={() => !pending && onClose()}
      title={banner ? 'Kayan Banner Düzenle' : 'Yeni Kayan Banner'}
      description="Ana sayfanın üstündeki şeritte bir kez kayarak görünür"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>İptal</Button>
          <Button type="submit" form="sliding-banner-form" pending={pending}>{banner ? 'Güncelle' : 'Oluştur'}</Button>
        </>
      }
    >
      <form id="sliding-banner-form" noValidate onSubmit={submit} className="space-y-4" aria-label="Kayan banner formu">
        <ImageInput label="Görsel" required value={form.imageUrl} onChange={(v) => set('imageUrl', v)} error={errors.imageUrl} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Buton Metni" name="buttonText" maxLength={40} placeholder="Örn. Hemen Katıl" {...text('buttonText')} />
          <Field label="Bağlantı" name="link" type="url" inputMode="url" placeholder="https://" {...text('link')} />
          <SelectField label="Bağlantı Hedefi" name="linkTarget" options={targetOptions} {...text('linkTarget')} />
          <Field label="Sıra" name="sortOrder" type="number" min={0} step={1} {...text('sortOrder')} />
        </div>
        <Switch label="Aktif" checked={form.active} onChange={(v) => set('active', v)} />
      </form>
    </Modal>
  );
}
