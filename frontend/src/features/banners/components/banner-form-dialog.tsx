import { type AdminBanner, CreateBannerRequest, type LinkTarget, type ObjectFit } from '@app/contracts';
import { ImageOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ImageInput } from '@/components/ui/image-input';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { Switch } from '@/components/ui/switch';
import { fieldErrorsOf } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import type { FieldErrors } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useOnChange } from '@/lib/use-render-state';
import { useCreateBanner, useUpdateBanner } from '../api/save-banner';

interface BannerForm {
  imageUrl: string | null;
  title: string;
  subtitle: string;
  link: string;
  linkTarget: LinkTarget;
  objectFit: ObjectFit;
  sortOrder: string;
  active: boolean;
}

const formOf = (b: AdminBanner | null, next: number): BannerForm => ({
  imageUrl: b?.imageUrl ?? null,
  title: b?.title ?? '',
  subtitle: b?.subtitle ?? '',
  link: b?.link ?? '',
  linkTarget: b?.linkTarget ?? '_blank',
  objectFit: b?.objectFit ?? 'cover',
  sortOrder: String(b?.sortOrder ?? next),
  active: (b?.status ?? 'active') === 'active',
});

export const objectFitLabels: Record<ObjectFit, string> = { cover: 'Kapla (cover)', contain: 'Sığdır (contain)' };
const fitOptions = (['cover', 'contain'] as const).map((value) => ({ value, label: objectFitLabels[value] }));
const targetOptions = [
  { value: '_blank', label: 'Yeni sekmede aç (_blank)' },
  { value: '_self', label: 'Aynı sekmede aç (_self)' },
];

/** Admin screen 3's dialog: the banner as the slider will show it (21:9 preview), then its fields. */
export function BannerFormDialog({ open, onClose, banner, nextSortOrder }: { open: boolean; onClose: () => void; banner: AdminBanner | null; nextSortOrder: number }) {
  const [form, setForm] = useState(() => formOf(banner, nextSortOrder));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const pending = create.isPending || update.isPending;
  // Opening (or switching what is edited) starts from the item's values and no errors.
  useOnChange([open, banner, nextSortOrder], () => {
    if (!open) return;
    setForm(formOf(banner, nextSortOrder));
    setErrors({});
  });

  const set = <K extends keyof BannerForm>(key: K, value: BannerForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const text = (key: 'title' | 'subtitle' | 'link' | 'sortOrder' | 'linkTarget' | 'objectFit') => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
    error: errors[key],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Empty optional texts go as '' and the server stores null (spec §5).
    const { active, ...fields } = form;
    const body = { ...fields, imageUrl: fields.imageUrl ?? '', status: active ? 'active' : 'inactive' } satisfies CreateBannerRequest;
    const result = CreateBannerRequest.safeParse(body);
    if (!result.success) return setErrors(Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message] as const).reverse()));
    setErrors({});
    const done = (description: string) => () => (toast.success('Başarılı', { description }), onClose());
    const onError = (error: Error) => setErrors(fieldErrorsOf(error));
    if (banner) update.mutate({ id: banner.id, body }, { onSuccess: done('Banner güncellendi'), onError });
    else create.mutate(body, { onSuccess: done('Banner oluşturuldu'), onError });
  };

  return (
    <Modal
      open={open}
      onClose={() => !pending && onClose()}
      title={banner ? 'Banner Düzenle' : 'Yeni Banner'}
      description="Ana sayfadaki banner slider'da gösterilir"
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>İptal</Button>
          <Button type="submit" form="banner-form" pending={pending}>{banner ? 'Güncelle' : 'Oluştur'}</Button>
        </>
      }
    >
      <form id="banner-form" noValidate onSubmit={submit} className="space-y-4" aria-label="Banner formu">
        <div className="relative aspect-[21/9] overflow-hidden rounded-xl bg-slate-900 ring-1 ring-slate-200 dark:ring-slate-800" data-testid="banner-preview">
          {form.imageUrl && brokenSrc === form.imageUrl ? (
            <div className="flex size-full flex-col items-center justify-center gap-1.5 text-slate-400">
              <ImageOff className="size-6" aria-hidden="true" />
              <span className="text-sm">Görsel yüklenemedi</span>
            </div>
          ) : form.imageUrl ? (
            <img
              src={form.imageUrl}
              alt="Banner önizlemesi"
              className={cn('size-full', form.objectFit === 'contain' ? 'object-contain' : 'object-cover')}
              onError={() => setBrokenSrc(form.imageUrl)}
            />
          ) : (
            <div className="grid size-full place-items-center text-sm text-slate-400">21:9 önizleme</div>
          )}
          {(form.title || form.subtitle) && (
            <div className="absolute inset-0 flex items-end bg-gradient-to-t from-black/70 to-transparent p-4 text-white">
              <div>
                <p className="text-lg font-bold">{form.title}</p>
                <p className="text-sm text-white/85">{form.subtitle}</p>
              </div>
            </div>
          )}
        </div>
        <ImageInput label="Görsel" required showPreview={false} value={form.imageUrl} onChange={(v) => set('imageUrl', v)} error={errors.imageUrl} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Başlık" name="title" maxLength={120} {...text('title')} />
          <Field label="Alt Başlık" name="subtitle" maxLength={200} {...text('subtitle')} />
          <Field label="Bağlantı" name="link" type="url" inputMode="url" placeholder="https://" {...text('link')} />
          <SelectField label="Bağlantı Hedefi" name="linkTarget" options={targetOptions} {...text('linkTarget')} />
          <SelectField label="Görsel Sığdırma" name="objectFit" options={fitOptions} {...text('objectFit')} />
          <Field label="Sıra" name="sortOrder" type="number" min={0} step={1} {...text('sortOrder')} />
        </div>
        <Switch label="Aktif" checked={form.active} onChange={(v) => set('active', v)} />
      </form>
    </Modal>
  );
}
