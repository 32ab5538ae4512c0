import { type AdminCard, CreateCardRequest } from '@app/contracts';
import type { CatalogDialogFrame } from '@/components/layouts/admin-catalog-page';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { ImageInput } from '@/components/ui/image-input';
import { LinkTargetField, SelectField } from '@/components/ui/select-field';
import { useItemForm } from '@/lib/item-form';
import { cardMutations } from '../api/save-card';
import { cardFormValues, cardRequest } from './card-form';
import { cardStatusOptions } from './card-status';

function ColorField({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <label className="block space-y-1.5">
      <span className="block text-sm font-medium text-slate-700 dark:text-slate-200">{label}</span>
      <span className="flex h-11 items-center gap-3 rounded-xl border border-slate-300 bg-white px-2 dark:border-slate-700 dark:bg-slate-900/80">
        <input
          type="color"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="size-8 cursor-pointer rounded-lg border-0 bg-transparent p-0"
        />
        <span className="font-mono text-sm text-slate-600 uppercase dark:text-slate-300">{value}</span>
      </span>
    </label>
  );
}

interface CardFormDialogProps extends CatalogDialogFrame {
  /** null: create mode (POST); a card: edit mode (PATCH). */
  card: AdminCard | null;
}

/** Admin screen 2's create/edit dialog: every card field of spec §3 with the spec's defaults. */
export function CardFormDialog({ open, onClose, card, nextSortOrder }: CardFormDialogProps) {
  const { f, form } = useItemForm(CreateCardRequest, {
    item: card,
    values: cardFormValues(card, nextSortOrder),
    toRequest: cardRequest,
    open,
    mutations: cardMutations,
    created: 'Kart oluşturuldu',
    updated: 'Kart güncellendi',
    done: onClose,
  });

  return (
    <FormDialog
      {...form}
      title={card ? 'Kartı Düzenle' : 'Yeni Kart'}
      description="Ana sayfadaki 'Güvenilir Siteler' bölümünde görünen kart"
      size="lg"
      label="Kart formu"
      {...form}
      className="grid gap-4 sm:grid-cols-2"
    >
      <Field label="Başlık" required maxLength={120} {...f.field('title')} />
      <Field label="Alt Başlık" maxLength={200} {...f.field('subtitle')} />
      <Field label="Bağlantı" type="url" inputMode="url" placeholder="https://" required {...f.field('link')} />
      <LinkTargetField {...f.field('linkTarget')} />
      <ImageInput label="Logo" {...f.image('logoUrl')} />
      <ImageInput label="Arka Plan Görseli" {...f.image('backgroundImageUrl')} />
      <ColorField label="Logo Ana Rengi" value={f.values.logoPrimaryColor} onChange={(v) => f.set('logoPrimaryColor', v)} />
      <ColorField label="Arka Plan Rengi" value={f.values.backgroundColor} onChange={(v) => f.set('backgroundColor', v)} />
      <SelectField label="Durum" options={cardStatusOptions} {...f.field('status')} />
      <Field label="Kategori" maxLength={60} placeholder="Örn. Spor, Casino" {...f.field('category')} />
      <Field label="Görünür Başlangıç" type="datetime-local" hint="Boş: hemen" {...f.field('visibleFrom')} />
      <Field label="Görünür Bitiş" type="datetime-local" hint="Boş: süresiz" {...f.field('visibleTo')} />
      <Field label="Sıra" type="number" min={0} step={1} hint="Küçük sayı önce gösterilir" {...f.field('sortOrder')} />
    </FormDialog>
  );
}
