import { CreateHuntRequest } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { numberOrMissing, useContractForm } from '@/lib/contract-form';
import { useCreateHunt } from '../../api/admin-hunts';
import { moneyFromInput } from '../../lib/money-input';

// The inputs' text: the start cost read with a decimal comma, the fee as typed, so '1.5' points or 'abc'
// is named under its field by the contract instead of going out as NaN (which JSON sends as null).
const toRequest = (v: { title: string; startCost: string; entryFee: string }) => ({
  title: v.title,
  startCost: moneyFromInput(v.startCost),
  entryFee: numberOrMissing(v.entryFee),
});

/** 'Yeni Bonus Avı': title, start cost and entry fee; the prizes keep the contract's defaults. */
export function CreateHuntForm({ onCreated }: { onCreated: (id: string) => void }) {
  const create = useCreateHunt();
  const f = useContractForm(CreateHuntRequest, { values: { title: '', startCost: '', entryFee: '0' }, toRequest });
  // The fee usually stays the same from one hunt to the next; the title and cost are the new hunt's own.
  const created = (id: string) => (onCreated(id), f.form.resetField('title'), f.form.resetField('startCost'));
  return (
    <Card className="p-5">
      <h2 className="mb-3 font-semibold">Yeni Bonus Avı</h2>
      <form
        className="grid gap-3 sm:grid-cols-4 sm:items-start"
        noValidate
        onSubmit={f.onSubmit((request) =>
          create.mutate(request, { onSuccess: (h) => created(h.id), onError: f.showServerErrors }),
        )}
      >
        <Field label="Başlık" className="sm:col-span-2" required {...f.field('title')} />
        <Field label="Başlangıç maliyeti (₺)" inputMode="decimal" required {...f.field('startCost')} />
        <Field label="Katılım ücreti (puan)" inputMode="numeric" {...f.field('entryFee')} />
        <div className="sm:col-span-4">
          <Button type="submit" pending={create.isPending}>
            Oluştur
          </Button>
        </div>
      </form>
    </Card>
  );
}
