import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { inputClass } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useAdminHunts, useCreateHunt } from '../../api/admin-hunts';
import { HUNT_STATUS_LABELS } from '../../lib/labels';
import { HuntEditor } from './hunt-editor';

/** /admin/bonus-avlari: create hunts, then run one from its editor. */
export function AdminHuntsPage() {
  const hunts = useAdminHunts();
  const [selected, setSelected] = useState<string | null>(null);
  const hunt = hunts.data?.find((h) => h.id === selected) ?? hunts.data?.[0];
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Bonus Avları</h1>
      <CreateHunt onCreated={setSelected} />
      {hunts.isPending && <Spinner />}
      {hunts.data && hunts.data.length > 0 && (
        <div className="flex flex-wrap gap-2" role="tablist" aria-label="Bonus avları">
          {hunts.data.map((h) => (
            <Button
              key={h.id}
              role="tab"
              aria-selected={h.id === hunt?.id}
              variant={h.id === hunt?.id ? 'primary' : 'outline'}
              size="sm"
              onClick={() => setSelected(h.id)}
            >
              {h.title} · {HUNT_STATUS_LABELS[h.status]}
            </Button>
          ))}
        </div>
      )}
      {hunt && <HuntEditor key={hunt.id} huntId={hunt.id} />}
    </div>
  );
}

function CreateHunt({ onCreated }: { onCreated: (id: string) => void }) {
  const create = useCreateHunt();
  const [title, setTitle] = useState('');
  const [startCost, setStartCost] = useState('');
  const [entryFee, setEntryFee] = useState('0');
  return (
    <Card className="p-5">
      <h2 className="mb-3 font-semibold">Yeni Bonus Avı</h2>
      <form
        className="grid gap-3 sm:grid-cols-4"
        onSubmit={(e) => {
          e.preventDefault();
          const body = { title, startCost: Number(startCost.replace(',', '.')), entryFee: Number(entryFee) };
          create.mutate(body, { onSuccess: (h) => (onCreated(h.id), setTitle(''), setStartCost('')) });
        }}
      >
        <label className="space-y-1 text-sm font-medium sm:col-span-2">
          <span>Başlık</span>
          <input className={inputClass} name="title" value={title} onChange={(e) => setTitle(e.target.value)} />
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span>Başlangıç maliyeti (₺)</span>
          <input
            className={inputClass}
            name="startCost"
            inputMode="decimal"
            value={startCost}
            onChange={(e) => setStartCost(e.target.value)}
          />
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span>Katılım ücreti (puan)</span>
          <input
            className={inputClass}
            name="entryFee"
            inputMode="numeric"
            value={entryFee}
            onChange={(e) => setEntryFee(e.target.value)}
          />
        </label>
        <div className="sm:col-span-4">
          <Button type="submit" pending={create.isPending}>
            Oluştur
          </Button>
        </div>
      </form>
    </Card>
  );
}
