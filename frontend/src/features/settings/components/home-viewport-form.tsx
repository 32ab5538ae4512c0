import { HOME_VIEWPORT_OPTIONS, siteSettingsForm } from '@app/contracts';
import { SaveButton } from '@/components/ui/save-button';
import { SelectField } from '@/components/ui/select-field';
import { useSettingsForm } from '@/lib/settings-form';
import { homeViewport, type SiteSettings } from '../api/get-site-settings';
import { useSaveSiteSettings } from '../api/save-site-settings';

const HomeViewportSettings = siteSettingsForm(['homeViewport']);
const options = Object.entries(HOME_VIEWPORT_OPTIONS).map(([value, label]) => ({ value, label }));

/** Site settings' 'Kart Düzeni' tab, below the columns: how the home page lays out on a phone. */
export function HomeViewportForm({ settings }: { settings: SiteSettings }) {
  const { f, onSubmit, pending } = useSettingsForm(HomeViewportSettings, {
    values: { homeViewport: homeViewport(settings) },
    save: useSaveSiteSettings(),
    saved: 'Ana sayfa görünümü güncellendi',
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="mt-8 flex flex-col gap-4 border-t border-slate-200 pt-6 sm:flex-row sm:items-end dark:border-slate-800"
      aria-label="Ana sayfa görünümü"
    >
      <SelectField
        label="Ana sayfa telefonda"
        options={options}
        hint="Masaüstü görünümü sayfayı 1280 px genişlikte gösterir (yakınlaştırma kapalı); telefona uygun görünüm kartları mobil sütunlarla ve telefon menüsüyle gösterir."
        className="flex-1"
        {...f.field('homeViewport')}
      />
      <SaveButton pending={pending} />
    </form>
  );
}
