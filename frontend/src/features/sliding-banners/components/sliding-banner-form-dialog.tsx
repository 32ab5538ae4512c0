import { type AdminSlidingBanner, CreateSlidingBannerRequest } from '@app/contracts';
import type { CatalogDialogFrame } from '@/components/layouts/admin-catalog-page';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { ImageInput } from '@/components/ui/image-input';
import { LinkTargetField } from '@/components/ui/select-field';
import { Switch } from '@/components/ui/switch';
import { useItemForm } from '@/lib/item-form';
import { slidingBannerMutations } from '../api/save-sliding-banner';

const valuesOf = (b: AdminSlidingBanner | null, next: number) => ({
  imageUrl: b?.imageUrl ?? '',
  buttonText: b?.buttonText ?? '',
  link: b?.link ?? '',
  linkTarget: b?.linkTarget ?? '_blank',
  sortOrder: String(b?.sortOrder ?? next),
  status: b?.status ?? 'active',
});

/** Admin screen 4's create/edit dialog. */
export function SlidingBannerFormDialog({
  open,
  onClose,
  banner,
  nextSortOrder,
}: CatalogDialogFrame & { banner: AdminSlidingBanner | null }) {
  const { f, form } = useItemForm(CreateSlidingBannerRequest, {
    item: banner,
    values: valuesOf(banner, nextSortOrder),
    open,
    mutations: slidingBannerMutations,
    created: 'Kayan banner oluşturuldu',
    updated: 'Kayan banner güncellendi',
    done: onClose,
  });

  return (
    <FormDialog
      {...form}
      title={banner ? 'Kayan Banner Düzenle' : 'Yeni Kayan Banner'}
      description="Ana sayfanın üstündeki şeritte bir kez kayarak görünür"
      label="Kayan banner formu"
    >
      <ImageInput label="Görsel" required {...f.image('imageUrl')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Buton Metni" maxLength={40} placeholder="Örn. Hemen Katıl" {...f.field('buttonText')} />
        <Field label="Bağlantı" type="url" inputMode="url" placeholder="https://" {...f.field('link')} />
        <LinkTargetField {...f.field('linkTarget')} />
        <Field label="Sıra" type="number" min={0} step={1} {...f.field('sortOrder')} />
      </div>
      <Switch label="Aktif" {...f.activeSwitch()} />
    </FormDialog>
  );
}
