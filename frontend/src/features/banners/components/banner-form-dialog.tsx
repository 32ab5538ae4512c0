import { type AdminBanner, CreateBannerRequest, type ObjectFit } from '@app/contracts';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import type { CatalogDialogFrame } from '@/components/layouts/admin-catalog-page';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { ImageInput } from '@/components/ui/image-input';
import { LinkTargetField, SelectField } from '@/components/ui/select-field';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { useItemForm } from '@/lib/item-form';
import { bannerMutations } from '../api/save-banner';

// Empty optional texts go as '' and the server stores null (spec §5).
const valuesOf = (b: AdminBanner | null, next: number) => ({
  imageUrl: b?.imageUrl ?? '',
  title: b?.title ?? '',
  subtitle: b?.subtitle ?? '',
  link: b?.link ?? '',
  linkTarget: b?.linkTarget ?? '_blank',
  objectFit: b?.objectFit ?? 'cover',
  sortOrder: String(b?.sortOrder ?? next),
  status: b?.status ?? 'active',
});

export const objectFitLabels: Record<ObjectFit, string> = { cover: 'Kapla', contain: 'Sığdır' };
const fitOptions = (['cover', 'contain'] as const).map((value) => ({ value, label: objectFitLabels[value] }));

/** Admin screen 3's dialog: the banner as the slider will show it (21:9 preview), then its fields. */
export function BannerFormDialog({ open, onClose, banner, nextSortOrder }: CatalogDialogFrame & { banner: AdminBanner | null }) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const { f, form } = useItemForm(CreateBannerRequest, {
    item: banner,
    values: valuesOf(banner, nextSortOrder),
    open,
    mutations: bannerMutations,
    created: 'Banner oluşturuldu',
    updated: 'Banner güncellendi',
    done: onClose,
  });
  const current = f.values;

  return (
    <FormDialog
      {...form}
      title={banner ? 'Banner Düzenle' : 'Yeni Banner'}
      description="Ana sayfadaki büyük bannerlar arasında gösterilir"
      size="lg"
      label="Banner formu"
    >
      <div
        className="relative aspect-[21/9] overflow-hidden rounded-xl bg-slate-900 ring-1 ring-slate-200 dark:ring-slate-800"
        data-testid="banner-preview"
      >
        {current.imageUrl && brokenSrc === current.imageUrl ? (
          <div className="flex size-full flex-col items-center justify-center gap-1.5 text-slate-400">
            <ImageOff className="size-6" aria-hidden="true" />
            <span className="text-sm">Görsel yüklenemedi</span>
          </div>
        ) : current.imageUrl ? (
          <img
            src={current.imageUrl}
            alt="Banner önizlemesi"
            className={cn('size-full', current.objectFit === 'contain' ? 'object-contain' : 'object-cover')}
            onError={() => setBrokenSrc(current.imageUrl)}
          />
        ) : (
          <div className="grid size-full place-items-center text-sm text-slate-400">21:9 önizleme</div>
        )}
        {(current.title || current.subtitle) && (
          <div className="absolute inset-0 flex items-end bg-gradient-to-t from-black/70 to-transparent p-4 text-white">
            <div>
              <p className="text-lg font-bold">{current.title}</p>
              <p className="text-sm text-white/85">{current.subtitle}</p>
            </div>
          </div>
        )}
      </div>
      <ImageInput label="Görsel" required showPreview={false} {...f.image('imageUrl')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Başlık" maxLength={120} {...f.field('title')} />
        <Field label="Alt Başlık" maxLength={200} {...f.field('subtitle')} />
        <Field label="Bağlantı" type="url" inputMode="url" placeholder="https://" {...f.field('link')} />
        <LinkTargetField {...f.field('linkTarget')} />
        <SelectField label="Görsel Sığdırma" options={fitOptions} {...f.field('objectFit')} />
        <Field label="Sıra" type="number" min={0} step={1} {...f.field('sortOrder')} />
      </div>
      <Switch label="Aktif" {...f.activeSwitch()} />
    </FormDialog>
  );
}
