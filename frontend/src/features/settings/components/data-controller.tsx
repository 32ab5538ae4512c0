import { DATA_CONTROLLER_KEYS, NOT_SET, siteSettingsForm } from '@app/contracts';
import { Link } from '@tanstack/react-router';
import { TriangleAlert } from 'lucide-react';
import { Field } from '@/components/ui/field';
import { SaveButton } from '@/components/ui/save-button';
import { Spinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea-field';
import { useSettingsForm } from '@/lib/settings-form';
import { type SiteSettings, useSiteSettings } from '../api/get-site-settings';
import { useSaveSiteSettings } from '../api/save-site-settings';

const missing = (settings: SiteSettings) => DATA_CONTROLLER_KEYS.some((key) => !settings[key].trim());

/** KVKK art. 10(a) on /kvkk: who the data controller is, as staff set it ("—" until then). */
export function DataControllerDetails() {
  const { data: settings } = useSiteSettings();
  const value = (key: (typeof DATA_CONTROLLER_KEYS)[number]) => settings?.[key].trim() || NOT_SET;
  const rows = [
    ['Unvan / Ad', value('dataControllerName')],
    ['Adres', value('dataControllerAddress')],
    ['E-posta', value('dataControllerEmail')],
  ] as const;
  return (
    <section aria-labelledby="veri-sorumlusu" className="mt-10">
      <h2 id="veri-sorumlusu" className="text-xl font-bold">
        Veri Sorumlusu
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
        {rows.map(([label, v]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="break-words whitespace-pre-line">{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The dashboard's warning to staff while the notice would show "—" for the controller. */
export function DataControllerMissing() {
  const { data: settings } = useSiteSettings();
  if (!settings || !missing(settings)) return null;
  return (
    <div
      role="alert"
      className="mb-6 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p className="text-sm">
        <strong>Veri sorumlusu bilgileri eksik.</strong> Aydınlatma metni veri sorumlusunun adı, adresi ve e-posta adresi yerine
        "—" gösteriyor. Bunları{' '}
        <Link to="/admin/settings" className="font-semibold underline">
          Site Ayarları › Yasal Metinler
        </Link>{' '}
        sekmesinden girin.
      </p>
    </div>
  );
}

const DataControllerSettings = siteSettingsForm(DATA_CONTROLLER_KEYS);

function DataControllerFields({ settings }: { settings: SiteSettings }) {
  const { f, onSubmit, pending } = useSettingsForm(DataControllerSettings, {
    values: {
      dataControllerName: settings.dataControllerName,
      dataControllerAddress: settings.dataControllerAddress,
      dataControllerEmail: settings.dataControllerEmail,
    },
    save: useSaveSiteSettings(),
    saved: 'Veri sorumlusu bilgileri kaydedildi',
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Veri Sorumlusu">
      <h2 className="text-lg font-bold">Veri Sorumlusu</h2>
      <p className="-mt-2 text-sm text-slate-500 dark:text-slate-400">
        Aydınlatma metninde gösterilir (KVKK m. 10). Boş bırakılan bilgi "—" olarak görünür.
      </p>
      <Field label="Unvan / Ad" maxLength={200} {...f.field('dataControllerName')} />
      <TextareaField label="Adres" rows={3} maxLength={500} {...f.field('dataControllerAddress')} />
      <Field label="E-posta" type="email" inputMode="email" maxLength={254} {...f.field('dataControllerEmail')} />
      <div className="flex justify-end">
        <SaveButton pending={pending} />
      </div>
    </form>
  );
}

/** Site settings' 'Yasal Metinler' tab: the controller's name, address and e-mail. */
export function DataControllerForm() {
  const { data: settings } = useSiteSettings();
  return settings ? <DataControllerFields settings={settings} /> : <Spinner />;
}
