import { type AdminReward, CreateRewardRequest, DEFAULT_REWARD_COST } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { StaleNotice } from '@/components/ui/form-dialog';
import { ImageInput } from '@/components/ui/image-input';
import { Switch } from '@/components/ui/switch';
import { TextareaField } from '@/components/ui/textarea-field';
import { useItemForm } from '@/lib/item-form';
import { rewardMutations } from '../../api/save-reward';

// Numbers go as typed: the contract reads numeric strings, and an empty stock is unlimited.
const valuesOf = (r: AdminReward | null, nextSortOrder: number) => ({
  title: r?.title ?? '',
  description: r?.description ?? '',
  imageUrl: r?.imageUrl ?? '',
  pointsCost: String(r?.pointsCost ?? DEFAULT_REWARD_COST),
  stock: r?.stock == null ? '' : String(r.stock),
  sortOrder: String(r?.sortOrder ?? nextSortOrder),
  isActive: r?.isActive ?? true,
});

interface RewardFormProps {
  /** null: create (POST); a reward: edit (PATCH). Give the form a `key` per reward: it starts from it once. */
  reward: AdminReward | null;
  nextSortOrder: number;
  onDone: () => void;
}

/** Admin screen 10's reward form (spec §5: title, cost >= 1 and description required; stock >= 0 or empty). */
export function RewardForm({ reward, nextSortOrder, onDone }: RewardFormProps) {
  const { f, form } = useItemForm(CreateRewardRequest, {
    item: reward,
    values: valuesOf(reward, nextSortOrder),
    open: true, // shown inline while the page has it open: a stale save's notice is shown here

    mutations: rewardMutations,
    created: 'Ödül oluşturuldu',
    updated: 'Ödül güncellendi',
    done: onDone,
  });

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="mb-5 text-lg font-bold">{reward ? 'Ödülü Düzenle' : 'Yeni Ödül'}</h2>
      {form.stale && <StaleNotice stale={form.stale} />}
      <form noValidate onSubmit={form.onSubmit} className="grid gap-4 sm:grid-cols-2" aria-label="Ödül formu">
        <Field label="Başlık" required maxLength={120} {...f.field('title')} />
        <Field label="Puan Bedeli" type="number" min={1} step={1} required {...f.field('pointsCost')} />
        <TextareaField
          label="Açıklama"
          required
          rows={3}
          maxLength={2000}
          className="sm:col-span-2"
          {...f.field('description')}
        />
        <Field
          label="Stok"
          type="number"
          min={0}
          step={1}
          hint="Boş bırakılırsa sınırsız"
          placeholder="Sınırsız"
          {...f.field('stock')}
        />
        <Field label="Sıra" type="number" min={0} step={1} hint="Küçük sayı önce gösterilir" {...f.field('sortOrder')} />
        <ImageInput label="Görsel" {...f.image('imageUrl')} />
        <div className="flex items-start sm:pt-8">
          <Switch label="Aktif (markette göster)" checked={f.values.isActive} onChange={(on) => f.set('isActive', on)} />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDone} disabled={form.pending}>
            İptal
          </Button>
          <Button type="submit" pending={form.pending}>
            {form.submitLabel}
          </Button>
        </div>
      </form>
    </Card>
  );
}
