import { CreateStreamingRuleRequest, DEFAULT_STREAM_POINTS, type StreamingRule } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { Switch } from '@/components/ui/switch';
import { TextareaField } from '@/components/ui/textarea-field';
import { fieldErrorsOf } from '@/lib/api-client';
import type { FieldErrors } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useOnChange } from '@/lib/use-render-state';
import { useCreateStreamingRule, useUpdateStreamingRule } from '../../api/streaming-rules';

interface Form {
  adminStreamUrl: string;
  pointsReward: string;
  description: string;
  isActive: boolean;
}
const formOf = (r: StreamingRule | null): Form => ({
  adminStreamUrl: r?.adminStreamUrl ?? '',
  pointsReward: String(r?.pointsReward ?? DEFAULT_STREAM_POINTS),
  description: r?.description ?? '',
  isActive: r?.isActive ?? true,
});

/** Admin screen 9's add/edit dialog: create sends POST, edit sends PATCH. */
export function StreamingRuleDialog({ open, onClose, rule }: { open: boolean; onClose: () => void; rule: StreamingRule | null }) {
  const [form, setForm] = useState(() => formOf(rule));
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateStreamingRule();
  const update = useUpdateStreamingRule();
  const pending = create.isPending || update.isPending;
  // Opening (or switching what is edited) starts from the item's values and no errors.
  useOnChange([open, rule], () => {
    if (!open) return;
    setForm(formOf(rule));
    setErrors({});
  });
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...form, pointsReward: form.pointsReward.trim() === '' ? Number.NaN : Number(form.pointsReward) };
    const result = CreateStreamingRuleRequest.safeParse(body);
    if (!result.success) return setErrors(Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message] as const).reverse()));
    setErrors({});
    const done = (description: string) => () => (toast.success('Başarılı', { description }), onClose());
    const onError = (error: Error) => setErrors(fieldErrorsOf(error));
    if (rule) update.mutate({ id: rule.id, body: result.data }, { onSuccess: done('Kural güncellendi'), onError });
    else create.mutate(result.data, { onSuccess: done('Kural oluşturuldu'), onError });
  };

  return (
    <Modal
      open={open}
      onClose={() => !pending && onClose()}
      title={rule ? 'Kuralı Düzenle' : 'Yeni Kural'}
      description="Üyelerin günlük puan kazanacağı yayın linki"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>İptal</Button>
          <Button type="submit" form="streaming-rule-form" pending={pending}>{rule ? 'Güncelle' : 'Oluştur'}</Button>
        </>
      }
    >
      <form id="streaming-rule-form" noValidate onSubmit={submit} className="space-y-4" aria-label="Yayın doğrulama kuralı formu">
        <Field
          label="Yayın Linki"
          name="adminStreamUrl"
          type="url"
          inputMode="url"
          placeholder="https://"
          required
          value={form.adminStreamUrl}
          onChange={(e) => set('adminStreamUrl', e.target.value)}
          error={errors.adminStreamUrl}
        />
        <Field
          label="Puan Ödülü"
          name="pointsReward"
          type="number"
          min={1}
          step={1}
          required
          value={form.pointsReward}
          onChange={(e) => set('pointsReward', e.target.value)}
          hint="Linki doğrulayan üyenin her gün kazanacağı puan (en az 1)"
          error={errors.pointsReward}
        />
        <TextareaField
          label="Açıklama"
          name="description"
          maxLength={1000}
          value={form.description}
          onChange={(e) => set('description', e.target.value)}
          error={errors.description}
        />
        <div className="space-y-1">
          <Switch label="Aktif" checked={form.isActive} onChange={(v) => set('isActive', v)} />
          <p className="text-xs text-slate-500 dark:text-slate-400">Bir kuralı aktif ettiğinizde diğer kurallar otomatik olarak pasif olur.</p>
        </div>
      </form>
    </Modal>
  );
}
