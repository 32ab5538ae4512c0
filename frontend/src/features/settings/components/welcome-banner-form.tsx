import { siteSettingsForm } from '@app/contracts';
import { Field } from '@/components/ui/field';
import { ImageInput } from '@/components/ui/image-input';
import { SaveButton } from '@/components/ui/save-button';
import { useSettingsForm } from '@/lib/settings-form';
import type { SiteSettings } from '../api/get-site-settings';
import { useSaveSiteSettings } from '../api/save-site-settings';

const WelcomeBannerSettings = siteSettingsForm(['welcomeBannerImage', 'welcomeBannerTitle', 'welcomeBannerSubtitle']);

/** Site settings' 'Hoş Geldin Banner' tab: the welcome dialog's image, title and subtitle. */
export function WelcomeBannerForm({ settings }: { settings: SiteSettings }) {
  const { f, onSubmit, pending } = useSettingsForm(WelcomeBannerSettings, {
    values: {
      welcomeBannerImage: settings.welcomeBannerImage,
      welcomeBannerTitle: settings.welcomeBannerTitle || 'Hoş Geldiniz!',
      welcomeBannerSubtitle: settings.welcomeBannerSubtitle,
    },
    save: useSaveSiteSettings(),
    saved: 'Hoş geldin banner ayarları güncellendi',
  });
  const { welcomeBannerImage: image, welcomeBannerTitle: title, welcomeBannerSubtitle: subtitle } = f.values;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6 lg:grid-cols-2" aria-label="Hoş geldin banner ayarları">
      <div className="space-y-4">
        <ImageInput label="Görsel" {...f.image('welcomeBannerImage')} />
        <Field label="Başlık" required maxLength={120} {...f.field('welcomeBannerTitle')} />
        <Field label="Alt Başlık" required maxLength={300} {...f.field('welcomeBannerSubtitle')} />
        <div className="flex justify-end">
          <SaveButton pending={pending} />
        </div>
      </div>
      <div
        aria-label="Önizleme"
        className="self-start overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
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
