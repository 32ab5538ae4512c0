import { AddHuntSlotRequest, type Hunt } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DownloadLink } from '@/components/ui/download-link';
import { Field } from '@/components/ui/field';
import { useContractForm } from '@/lib/contract-form';
import { formatNumber } from '@/lib/format';
import { useAddSlot, useAdminPredictions, useFinishHunt, useHuntStepCall } from '../../api/admin-hunts';
import { useHunt } from '../../api/hunts';
import { moneyFromInput } from '../../lib/money-input';
import { HuntFigures } from '../hunt-figures';
import { OverlayUrl } from './overlay-url';
import { SlotRows } from './slot-rows';

/** One hunt: its steps, its slots, the results and the predictions. */
export function HuntEditor({ huntId }: { huntId: string }) {
  const { data: hunt } = useHunt(huntId);
  if (!hunt) return null;
  return (
    <div className="space-y-4" data-testid="hunt-editor">
      <OverlayUrl path={`/overlay/bonus-avi/${hunt.id}`} />
      <Steps hunt={hunt} />
      <HuntFigures hunt={hunt} />
      <SlotRows hunt={hunt} />
      {hunt.status === 'collecting' && hunt.predictionsOpen && <AddSlot huntId={hunt.id} />}
      <PredictionStats hunt={hunt} />
    </div>
  );
}

function Steps({ hunt }: { hunt: Hunt }) {
  const close = useHuntStepCall(hunt.id, 'close-predictions');
  const start = useHuntStepCall(hunt.id, 'start-opening');
  const cancel = useHuntStepCall(hunt.id, 'cancel');
  const finish = useFinishHunt(hunt.id);
  const unopened = hunt.slots.some((s) => s.win === null);
  const live = hunt.status === 'collecting' || hunt.status === 'opening';
  return (
    <div className="flex flex-wrap gap-2">
      {hunt.status === 'collecting' && hunt.predictionsOpen && (
        <Button variant="outline" pending={close.isPending} onClick={() => close.mutate(undefined)}>
          Tahminleri Kapat
        </Button>
      )}
      {hunt.status === 'collecting' && (
        <Button pending={start.isPending} onClick={() => start.mutate(undefined)}>
          Açılışı Başlat
        </Button>
      )}
      {hunt.status === 'opening' && (
        <Button
          pending={finish.isPending}
          onClick={() => {
            if (unopened && !window.confirm('Açılmamış bonuslar var. Kalanlar 0 sayılsın mı?')) return;
            finish.mutate(unopened);
          }}
        >
          Bitir
        </Button>
      )}
      {live && (
        <Button
          variant="destructive"
          pending={cancel.isPending}
          onClick={() => window.confirm('Bonus avı iptal edilsin mi?') && cancel.mutate(undefined)}
        >
          İptal Et
        </Button>
      )}
    </div>
  );
}

// The bet as typed ('2,5'): the contract names a missing, zero or non-numeric bet under the field.
const toSlotRequest = (v: { name: string; provider: string; bet: string }) => ({ ...v, bet: moneyFromInput(v.bet) });

function AddSlot({ huntId }: { huntId: string }) {
  const add = useAddSlot(huntId);
  const f = useContractForm(AddHuntSlotRequest, { values: { name: '', provider: '', bet: '' }, toRequest: toSlotRequest });
  const added = () => (f.form.resetField('name'), f.form.resetField('bet'));
  return (
    <form
      className="grid gap-2 sm:grid-cols-4 sm:items-start"
      noValidate
      onSubmit={f.onSubmit((request) => add.mutate(request, { onSuccess: added, onError: f.showServerErrors }))}
    >
      <Field label="Slot adı" required {...f.field('name')} />
      <Field label="Sağlayıcı" {...f.field('provider')} />
      <Field label="Bahis (₺)" inputMode="decimal" required {...f.field('bet')} />
      <Button type="submit" pending={add.isPending} className="sm:mt-7">
        Bonus Ekle
      </Button>
    </form>
  );
}

function PredictionStats({ hunt }: { hunt: Hunt }) {
  const { data } = useAdminPredictions(hunt.id);
  if (!data) return null;
  const name = (id: string) => hunt.slots.find((s) => s.id === id)?.name ?? id;
  return (
    <Card className="space-y-2 p-5 text-sm">
      <div className="flex items-center justify-between">
        <h2 className="font-semibold">Tahminler: {formatNumber(data.count)}</h2>
        <DownloadLink href={`/api/admin/hunts/${hunt.id}/predictions.csv`} />
      </div>
      <p>Ortalama: {data.average === null ? '—' : `${formatNumber(Math.round(data.average))}₺`}</p>
      <ul className="grid gap-1 sm:grid-cols-2">
        {data.distribution.map((b) => (
          <li key={b.from}>
            {formatNumber(b.from)}–{formatNumber(b.to)}₺: {formatNumber(b.count)}
          </li>
        ))}
      </ul>
      <p>En iyi bonus tahminleri: {data.bestSlots.map((b) => `${name(b.slotId)} (${b.count})`).join(', ') || '—'}</p>
    </Card>
  );
}
