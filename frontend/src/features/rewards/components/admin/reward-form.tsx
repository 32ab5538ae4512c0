import { type AdminReward, CreateRewardRequest, DEFAULT_REWARD_COST } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { ImageInput } from '@/components/ui/image-input';
import { Switch } from '@/components/ui/switch';
import { TextareaField } from '@/components/ui/textarea-field';
import { fieldErrorsOf } from '@/lib/api-client';
import type { FieldErrors } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useCreateReward, useUpdateReward } from '../../api/save-reward';

interface FormState {
  title: string;
  description: string;
  imageUrl: string | null;
  pointsCost: string;
  stock: string;
  sortOrder: string;
  isActive: boolean;
}

const initial = (r: AdminReward | null, nextSortOrder: number): FormState => ({
  title: r?.title ?? '',
  description: r?.description ?? '',
  imageUrl: r?.imageUrl ?? null,
  pointsCost: String(r?.pointsCost ?? DEFAULT_REWARD_COST),
  stock: r?.stock == null ? '' : String(r.stock),
  sortOrder: String(r?.sortOrder ?? nextSortOrder),
  isActive: r?.isActive ?? true,
});

/** The same contract the server applies; an empty cost is its own message rather than "not a number". */
function payload(state: FormState) {
  const parsed = CreateRewardRequest.safeParse(state);
  const errors: FieldErrors = {};
  if (!state.pointsCost.trim()) errors.pointsCost = 'Puan bedeli zorunludur';
  if (!parsed.success) for (const i of parsed.error.issues) errors[String(i.path[0])] ??= i.message;
  return { body: parsed.success && !Object.keys(errors).length ? parsed.data : null, errors };
}

interface RewardFormProps {
  /** null: create (POST); a reward: edit (PATCH). Give the form a `key` per reward: it starts from it once. */
  reward: AdminReward | null;
  nextSortOrder: number;
  onDone: () => void;
}

/** Admin screen 10's reward form (spec §5: title, cost >= 1 and description required; stock >= 0 or empty). */
export function RewardForm({ reward, nextSortOrder, onDone }: RewardFormProps) {
  const [state, setState] = useState(() => initial(reward, nextSortOrder));
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateReward();
  const update = useUpdateReward();
  const pending = create.isPending || update.isPending;

  const text = (key: 'title' | 'pointsCost' | 'stock' | 'sortOrder') => ({
    value: state[key],
    onChange: (e: { target: { value: string } }) => setState((s) => ({ ...s, [key]: e.target.value })),
    error: errors[key],
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = payload(state);
    setErrors(found);
    if (!body) return;
    const done = (description: string) => () => (toast.success('Başarılı', { description }), onDone());
    const onError = (error: Error) => setErrors(fieldErrorsOf(error));
    if (reward) update.mutate({ id: reward.id, body }, { onSuccess: done('Ödül güncellendi'), onError });
    else create.mutate(body, { onSuccess: done('Ödül oluşturuldu'), onError });
  };

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="mb-5 text-lg font-bold">{reward ? 'Ödülü Düzenle' : 'Yeni Ödül'}</h2>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2" aria-label="Ödül formu">
        <Field label="Başlık" name="title" required maxLength={120} {...text('title')} />
        <Field label="Puan Bedeli" name="pointsCost" type="number" min={1} step={1} required {...text('pointsCost')} />
        <TextareaField
          label="Açıklama"
          name="description"
          required
          rows={3}
          maxLength={2000}
          className="sm:col-span-2"
          value={state.description}
          onChange={(e) => setState((s) => ({ ...s, description: e.target.value }))}
          error={errors.description}
        />
        <Field label="Stok" name="stock" type="number" min={0} step={1} hint="Boş bırakılırsa sınırsız" placeholder="Sınırsız" {...text('stock')} />
        <Field label="Sıra" name="sortOrder" type="number" min={0} step={1} hint="Küçük sayı önce gösterilir" {...text('sortOrder')} />
        <ImageInput label="Görsel" value={state.imageUrl} onChange={(imageUrl) => setState((s) => ({ ...s, imageUrl }))} error={errors.imageUrl} />
        <div className="flex items-start sm:pt-8">
          <Switch label="Aktif (markette göster)" checked={state.isActive} onChange={(isActive) => setState((s) => ({ ...s, isActive }))} />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDone} disabled={pending}>
            İptal
          </Button>
          <Button type="submit" pending={pending}>
            {reward ? 'Güncelle' : 'Oluştur'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
