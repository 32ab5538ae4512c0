import { siteSettingError } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ImageInput } from '@/components/ui/image-input';
import { fieldErrorsOf } from '@/lib/api-client';
import type { FieldErrors } from '@/lib/form';
import { toast } from '@/lib/toast';
import type { SiteSettings } from '../api/get-site-settings';
import { useSaveSiteSettings } from '../api/save-site-settings';

/** Site settings' 'Hoş Geldin Banner' tab: the welcome dialog's image, title and subtitle. */
export function WelcomeBannerForm({ settings }: { settings: SiteSettings }) {
  const save = useSaveSiteSettings();
  const [image, setImage] = useState<string | null>(settings.welcomeBannerImage || null);
  const [title, setTitle] = useState(settings.welcomeBannerTitle || 'Hoş Geldiniz!');
  const [subtitle, setSubtitle] = useState(settings.welcomeBannerSubtitle);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = { welcomeBannerImage: image ?? '', welcomeBannerTitle: title, welcomeBannerSubtitle: subtitle } as const;
    const found: FieldErrors = {};
    for (const [key, value] of Object.entries(values)) {
      const message = siteSettingError(key as keyof typeof values, value);
      if (message) found[key] = message;
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      Object.entries(values).map(([key, value]) => ({ key: key as keyof typeof values, value: value.trim() })),
      {
        onSuccess: () => toast.success('Başarılı', { description: 'Hoş geldin banner ayarları güncellendi' }),
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-6 lg:grid-cols-2" aria-label="Hoş geldin banner ayarları">
      <div className="space-y-4">
        <ImageInput label="Görsel" value={image} onChange={setImage} error={errors.welcomeBannerImage} />
        <Field label="Başlık" name="welcomeBannerTitle" required maxLength={120} value={title} onChange={(e) => setTitle(e.target.value)} error={errors.welcomeBannerTitle} />
        <Field label="Alt Başlık" name="welcomeBannerSubtitle" required maxLength={300} value={subtitle} onChange={(e) => setSubtitle(e.target.value)} error={errors.welcomeBannerSubtitle} />
        <div className="flex justify-end">
          <Button type="submit" pending={save.isPending}>
            {save.isPending ? 'Kaydediliyor...' : 'Kaydet'}
          </Button>
        </div>
      </div>
      <div aria-label="Önizleme" className="self-start overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <div className="aspect-[21/9] bg-gradient-to-br from-accent-600 to-brand-500">
          {image && <img src={image} alt="" className="size-full object-cover" />}
        </div>
        <div className="space-y-1.5 p-5 text-center">
          <p className="text-xl font-bold">{title || 'Hoş Geldiniz!'}</p>
          <p className="text-sm text-slate-500 dark:text-slate-400">{subtitle}</p>
          <p className="text-sm font-medium text-brand-500">Bilet sistemi ile kazanmaya başlayın!</p>
        </div>
      </div>
    </form>
  );
}
