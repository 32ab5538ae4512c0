import { CreateStreamingRuleRequest, DEFAULT_STREAM_POINTS, type StreamingRule } from '@app/contracts';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Switch } from '@/components/ui/switch';
import { TextareaField } from '@/components/ui/textarea-field';
import { useItemForm } from '@/lib/item-form';
import { streamingRuleMutations } from '../../api/streaming-rules';

const valuesOf = (r: StreamingRule | null) => ({
  adminStreamUrl: r?.adminStreamUrl ?? '',
  pointsReward: String(r?.pointsReward ?? DEFAULT_STREAM_POINTS),
  description: r?.description ?? '',
  isActive: r?.isActive ?? true,
});
// An emptied reward is an error to show, not the contract's default of 10 applied in silence.
const toRequest = (v: ReturnType<typeof valuesOf>) => ({
  ...v,
  pointsReward: v.pointsReward.trim() === '' ? Number.NaN : Number(v.pointsReward),
});

/** Admin screen 9's add/edit dialog: create sends POST, edit sends PATCH. */
export function StreamingRuleDialog({ open, onClose, rule }: { open: boolean; onClose: () => void; rule: StreamingRule | null }) {
  const { f, form } = useItemForm(CreateStreamingRuleRequest, {
    item: rule,
    values: valuesOf(rule),
    toRequest: toRequest,
    open,
    mutations: streamingRuleMutations,
    created: 'Kural oluşturuldu',
    updated: 'Kural güncellendi',
    done: onClose,
  });

  return (
    <FormDialog
      {...form}
      title={rule ? 'Kuralı Düzenle' : 'Yeni Kural'}
      description="Üyelerin günlük puan kazanacağı yayın linki"
      label="Yayın doğrulama kuralı formu"
    >
      <Field label="Yayın Linki" type="url" inputMode="url" placeholder="https://" required {...f.field('adminStreamUrl')} />
      <Field
        label="Puan Ödülü"
        type="number"
        min={1}
        step={1}
        required
        hint="Linki doğrulayan üyenin her gün kazanacağı puan (en az 1)"
        {...f.field('pointsReward')}
      />
      <TextareaField label="Açıklama" maxLength={1000} {...f.field('description')} />
      <div className="space-y-1">
        <Switch label="Aktif" checked={f.values.isActive} onChange={(on) => f.set('isActive', on)} />
        <p className="text-xs text-slate-500 dark:text-slate-400">
          Bir kuralı aktif ettiğinizde diğer kurallar otomatik olarak pasif olur.
        </p>
      </div>
    </FormDialog>
  );
}
