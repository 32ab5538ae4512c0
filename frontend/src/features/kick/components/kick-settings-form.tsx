import { KickSettings, type KickSettingsInput } from '@app/contracts';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { StaleNotice } from '@/components/ui/form-dialog';
import { SaveButton } from '@/components/ui/save-button';
import { isStaleEdit } from '@/lib/api-client';
import { numberOrMissing, useContractForm } from '@/lib/contract-form';
import { useStaleEdit } from '@/lib/item-form';
import { toast } from '@/lib/toast';

type Key = keyof KickSettingsInput;
const fields: [Key, string, string][] = [
  ['watchPoints', 'İzleme Puanı', '10 dakikalık her pencerede sohbete yazan bağlı üyeye'],
  ['dailyWatchCap', 'Günlük İzleme Sınırı', 'Bir üyenin bir günde izlemeden kazanabileceği en çok puan'],
  ['followPoints', 'Takip Puanı', 'Kanalın ilk takibi (üye ve Kick hesabı başına bir kez)'],
  ['subscriptionPoints', 'Abonelik Puanı', 'Yeni abonelik'],
  ['renewalPoints', 'Abonelik Yenileme Puanı', 'Aboneliğin yenilenmesi'],
  ['giftPoints', 'Hediye Abonelik Puanı', 'Hediye edilen her abonelik için, hediye edene'],
  ['kicksPerPoint', 'Bir Puan için Kicks', 'Hediye edilen Kicks bu sayıya bölünür (aşağı yuvarlanır)'],
];

type Values = Record<Key, string>;
const valuesOf = (s: KickSettingsInput) => Object.fromEntries(fields.map(([k]) => [k, String(s[k])])) as Values;
// The contract takes numbers as JSON numbers (no coercion on the server): the inputs' text is read here.
const toRequest = (v: Values) => Object.fromEntries(fields.map(([k]) => [k, numberOrMissing(v[k])]));

/** /admin/kick: the points and caps, checked with the contract (its Turkish messages). */
export function KickSettingsForm({
  initial,
  pending,
  save,
}: {
  initial: KickSettingsInput;
  pending: boolean;
  save: (s: KickSettingsInput) => Promise<unknown>;
}) {
  const f = useContractForm(KickSettings, { values: valuesOf(initial), toRequest });
  const stale = useStaleEdit(initial, true);
  const failed = (failure: unknown) => {
    if (isStaleEdit(failure)) stale.refused((failure as Error).message);
    f.showServerErrors(failure);
  };
  const submit = f.onSubmit((values) =>
    save(values).then(() => toast.success('Başarılı', { description: 'Kick puan ayarları güncellendi' }), failed),
  );
  return (
    <Card className="p-6">
      {stale.notice && <StaleNotice stale={stale.notice} />}
      <form noValidate onSubmit={submit} className="space-y-6" aria-label="Kick puan ayarları">
        <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {fields.map(([key, label, hint]) => (
            <Field key={key} label={label} type="number" min={0} step={1} required hint={hint} {...f.field(key)} />
          ))}
        </div>
        <div className="flex justify-end border-t border-slate-200 pt-5 dark:border-slate-800">
          <SaveButton pending={pending} />
        </div>
      </form>
    </Card>
  );
}
