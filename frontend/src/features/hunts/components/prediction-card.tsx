import type { Hunt } from '@app/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { inputClass } from '@/components/ui/field';
import { formatNumber } from '@/lib/format';
import { useOwnPrediction, useSubmitPrediction } from '../api/hunts';

/** "Tahmin": the member's final total and best slot, changeable while predictions are open. */
export function PredictionCard({ hunt, loggedIn }: { hunt: Hunt; loggedIn: boolean }) {
  const own = useOwnPrediction(hunt.id, loggedIn);
  const submit = useSubmitPrediction(hunt.id);
  const [finalWin, setFinalWin] = useState('');
  const [bestSlotId, setBestSlotId] = useState('');
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
          onSubmit={(e) => {
            e.preventDefault();
            submit.mutate({ finalWin: Number(finalWin), bestSlotId });
          }}
        >
          <label className="block space-y-1 text-sm font-medium">
            <span>Toplam kazanç tahmini (₺)</span>
            <input
              className={inputClass}
              inputMode="numeric"
              required
              value={finalWin}
              onChange={(e) => setFinalWin(e.target.value)}
            />
          </label>
          <label className="block space-y-1 text-sm font-medium">
            <span>En iyi çarpanı verecek bonus</span>
            <select className={inputClass} required value={bestSlotId} onChange={(e) => setBestSlotId(e.target.value)}>
              <option value="">Seçin</option>
              {hunt.slots.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" pending={submit.isPending}>
            {current ? 'Tahmini Güncelle' : 'Tahmin Gönder'}
          </Button>
        </form>
      )}
    </Card>
  );
}
