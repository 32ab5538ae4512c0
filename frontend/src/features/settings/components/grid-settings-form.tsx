import { GRID_LIMITS, siteSettingsForm } from '@app/contracts';
import { Monitor, Smartphone, Tablet, type LucideIcon } from 'lucide-react';
import { Field } from '@/components/ui/field';
import { SaveButton } from '@/components/ui/save-button';
import { useSettingsForm } from '@/lib/settings-form';
import { gridColumns, type SiteSettings } from '../api/get-site-settings';
import { useSaveSiteSettings } from '../api/save-site-settings';

type GridKey = keyof typeof GRID_LIMITS;
const GridSettings = siteSettingsForm(['gridColumnsDesktop', 'gridColumnsTablet', 'gridColumnsMobile']);
const rows: { key: GridKey; label: string; icon: LucideIcon }[] = [
  { key: 'gridColumnsDesktop', label: 'Masaüstü Sütun Sayısı', icon: Monitor },
  { key: 'gridColumnsTablet', label: 'Tablet Sütun Sayısı', icon: Tablet },
  { key: 'gridColumnsMobile', label: 'Mobil Sütun Sayısı', icon: Smartphone },
];

function Preview({ icon: Icon, columns }: { icon: LucideIcon; columns: number }) {
  const n = Number.isInteger(columns) && columns > 0 && columns <= 6 ? columns : 1;
  return (
    <div className="flex items-center gap-3" aria-hidden="true">
      <Icon className="size-5 shrink-0 text-slate-400" />
      <div className="grid h-8 flex-1 gap-1" style={{ gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))` }}>
        {Array.from({ length: n }, (_, i) => (
          <span key={i} className="rounded bg-gradient-to-br from-brand-500/70 to-accent-500/70" />
        ))}
      </div>
    </div>
  );
}

/** Site settings' 'Kart Düzeni' tab: the home grid's columns per breakpoint (spec §5 limits). */
export function GridSettingsForm({ settings }: { settings: SiteSettings }) {
  const { f, onSubmit, pending } = useSettingsForm(GridSettings, {
    values: {
      gridColumnsDesktop: String(gridColumns(settings, 'gridColumnsDesktop')),
      gridColumnsTablet: String(gridColumns(settings, 'gridColumnsTablet')),
      gridColumnsMobile: String(gridColumns(settings, 'gridColumnsMobile')),
    },
    save: useSaveSiteSettings(),
    saved: 'Grid ayarları güncellendi',
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label="Grid ayarları">
      <div className="grid gap-6 md:grid-cols-3">
        {rows.map(({ key, label, icon }) => {
          const { min, max, recommended } = GRID_LIMITS[key];
          return (
            <div key={key} className="space-y-3">
              <Field
                label={label}
                type="number"
                min={min}
                max={max}
                step={1}
                required
                hint={`${min}-${max} arası, önerilen: ${recommended}`}
                {...f.field(key)}
              />
              <Preview icon={icon} columns={Number(f.values[key])} />
            </div>
          );
        })}
      </div>
      <div className="flex justify-end">
        <SaveButton pending={pending} />
      </div>
    </form>
  );
}
