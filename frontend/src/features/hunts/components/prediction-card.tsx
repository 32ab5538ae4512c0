import { type Hunt, HuntPredictionRequest } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { numberOrMissing, useContractForm } from '@/lib/contract-form';
import { formatNumber } from '@/lib/format';
import { useOwnPrediction, useSubmitPrediction } from '../api/hunts';

// The inputs' text: the contract reads the total as a whole number, so '12,5' or 'abc' is named under
// the field instead of going out as null (Number() gave NaN, which JSON sends as null).
const toRequest = (v: { finalWin: string; bestSlotId: string }) => ({
  finalWin: numberOrMissing(v.finalWin),
  bestSlotId: v.bestSlotId,
});

/** "Tahmin": the member's final total and best slot, changeable while predictions are open. */
export function PredictionCard({ hunt, loggedIn }: { hunt: Hunt; loggedIn: boolean }) {
  const own = useOwnPrediction(hunt.id, loggedIn);
  const submit = useSubmitPrediction(hunt.id);
  const f = useContractForm(HuntPredictionRequest, { values: { finalWin: '', bestSlotId: '' }, toRequest });
  const slots = [{ value: '', label: 'Seçin' }, ...hunt.slots.map((s) => ({ value: s.id, label: s.name }))];
  const open = hunt.status === 'collecting' && hunt.predictionsOpen;
  const current = own.data;

  return (
    <Card className="space-y-3 p-5">
      <h2 className="text-lg font-bold">Tahmin</h2>
      {hunt.entryFee > 0 && (
        <p className="text-sm text-slate-500">Katılım ücreti: {formatNumber(hunt.entryFee)} puan (iptalde iade edilir).</p>
      )}
      {current && (
        <p className="text-sm" data-testid="own-prediction">
          Tahmininiz: <strong>{formatNumber(current.finalWin)}₺</strong>, en iyi bonus:{' '}
          <strong>{hunt.slots.find((s) => s.id === current.bestSlotId)?.name ?? '—'}</strong>
        </p>
      )}
      {!loggedIn && <p className="text-sm text-slate-500">Tahmin göndermek için giriş yapın.</p>}
      {loggedIn && !open && <p className="text-sm text-slate-500">Tahminler kapandı.</p>}
      {loggedIn && open && (
        <form
          className="space-y-3"
          noValidate
          onSubmit={f.onSubmit((request) => submit.mutate(request, { onError: f.showServerErrors }))}
        >
          <Field label="Toplam kazanç tahmini (₺)" inputMode="numeric" required {...f.field('finalWin')} />
          <SelectField label="En iyi çarpanı verecek bonus" options={slots} required {...f.field('bestSlotId')} />
          <Button type="submit" pending={submit.isPending}>
            {current ? 'Tahmini Güncelle' : 'Tahmin Gönder'}
          </Button>
        </form>
      )}
    </Card>
  );
}
