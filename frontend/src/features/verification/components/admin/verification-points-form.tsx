import { siteSettingsForm } from '@app/contracts';
import { InstagramIcon, TelegramIcon, YoutubeIcon } from '@/components/ui/brand-icons';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { SaveButton } from '@/components/ui/save-button';
import { useContractForm } from '@/lib/contract-form';
import { toast } from '@/lib/toast';

export const POINT_KEYS = ['telegram_points', 'youtube_points', 'instagram_points'] as const;
export type PointKey = (typeof POINT_KEYS)[number];
const PointSettings = siteSettingsForm(POINT_KEYS);

const fields: Record<PointKey, { label: string; hint: string }> = {
  telegram_points: { label: 'Telegram Puanı', hint: 'Telegram grup üyeliği bot tarafından otomatik olarak doğrulanır.' },
  youtube_points: { label: 'YouTube Puanı', hint: 'YouTube kanalı bir yönetici tarafından manuel olarak doğrulanır.' },
  instagram_points: { label: 'Instagram Puanı', hint: 'Instagram hesabı bir yönetici tarafından manuel olarak doğrulanır.' },
};

/** Admin screen 12: the points each platform's verification pays (site settings, at least 0). */
export function VerificationPointsForm({
  initial,
  pending,
  save,
}: {
  initial: Record<PointKey, string>;
  pending: boolean;
  save: (settings: Record<PointKey, string>) => Promise<unknown>;
}) {
  const f = useContractForm(PointSettings, { values: initial });
  // Stored as the number read ('007' becomes '7'), as the points are shown and added.
  const submit = f.onSubmit((values) =>
    save(Object.fromEntries(POINT_KEYS.map((key) => [key, String(Number(values[key]))])) as Record<PointKey, string>).then(
      () => toast.success('Başarılı', { description: 'Sosyal medya doğrulama ayarları güncellendi' }),
      f.showServerErrors,
    ),
  );

  return (
    <Card className="p-6">
      <form noValidate onSubmit={submit} className="space-y-6" aria-label="Doğrulama puanları">
        <div className="grid gap-6 md:grid-cols-3">
          {POINT_KEYS.map((key) => (
            <Field
              key={key}
              label={fields[key].label}
              type="number"
              min={0}
              step={1}
              required
              hint={fields[key].hint}
              {...f.field(key)}
            />
          ))}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-5 dark:border-slate-800">
          <p className="flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
            <TelegramIcon className="size-4 text-sky-500" /> <YoutubeIcon className="size-4 text-red-500" />
            <InstagramIcon className="size-4 text-pink-500" /> Puanlar, doğrulama onaylandığı anda üyeye eklenir.
          </p>
          <SaveButton pending={pending} />
        </div>
      </form>
    </Card>
  );
}
