import { siteSettingsForm } from '@app/contracts';
import { InstagramIcon, TelegramIcon, YoutubeIcon } from '@/components/ui/brand-icons';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { ImageInput } from '@/components/ui/image-input';
import { SaveButton } from '@/components/ui/save-button';
import { TextareaField } from '@/components/ui/textarea-field';
import { useSettingsForm } from '@/lib/settings-form';
import type { SiteSettings } from '../api/get-site-settings';
import { useSaveSiteSettings } from '../api/save-site-settings';

/** Spec §9: the page reloads about 500 ms after saving, so the header picks up the new logo and links. */
const RELOAD_DELAY_MS = 500;
const SocialLogoSettings = siteSettingsForm(['logoUrl', 'marqueeText', 'telegramUrl', 'instagramUrl', 'youtubeUrl']);
const socials = [
  { key: 'telegramUrl', label: 'Telegram', icon: TelegramIcon, placeholder: 'https://t.me/kanal' },
  { key: 'instagramUrl', label: 'Instagram', icon: InstagramIcon, placeholder: 'https://instagram.com/hesap' },
  { key: 'youtubeUrl', label: 'YouTube', icon: YoutubeIcon, placeholder: 'https://youtube.com/@kanal' },
] as const;

/** Admin screen 11: the logo (URL or upload), the marquee text and the social links. */
export function SocialLogoForm({ settings }: { settings: SiteSettings }) {
  const { f, onSubmit, pending } = useSettingsForm(SocialLogoSettings, {
    values: {
      logoUrl: settings.logoUrl,
      marqueeText: settings.marqueeText,
      telegramUrl: settings.telegramUrl,
      instagramUrl: settings.instagramUrl,
      youtubeUrl: settings.youtubeUrl,
    },
    save: useSaveSiteSettings(),
    saved: 'Ayarlar kaydedildi',
    onSaved: () => setTimeout(() => window.location.reload(), RELOAD_DELAY_MS),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6 lg:grid-cols-2" aria-label="Sosyal medya ve logo ayarları">
      <Card className="space-y-5 p-5 sm:p-6">
        <h2 className="text-lg font-semibold">Logo ve Kayan Yazı</h2>
        <ImageInput label="Logo" hint="Boş bırakılırsa yazı logosu gösterilir" {...f.image('logoUrl')} />
        <TextareaField
          label="Kayan Yazı"
          maxLength={500}
          hint="Ana sayfadaki kayan yazıda sabit ifadelerle birlikte gösterilir"
          {...f.field('marqueeText')}
        />
      </Card>
      <Card className="space-y-5 p-5 sm:p-6">
        <h2 className="text-lg font-semibold">Sosyal Medya Bağlantıları</h2>
        <p className="-mt-3 text-sm text-slate-500 dark:text-slate-400">Boş bırakılan hesabın simgesi üst menüde gösterilmez.</p>
        {socials.map(({ key, label, icon: Icon, placeholder }) => (
          <div key={key} className="flex items-start gap-3">
            <span className="mt-7 grid size-10 shrink-0 place-items-center rounded-xl bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
              <Icon className="size-5" />
            </span>
            <Field
              className="flex-1"
              label={`${label} Bağlantısı`}
              type="url"
              inputMode="url"
              placeholder={placeholder}
              {...f.field(key)}
            />
          </div>
        ))}
      </Card>
      <div className="flex justify-end lg:col-span-2">
        <SaveButton size="lg" pending={pending} />
      </div>
    </form>
  );
}
