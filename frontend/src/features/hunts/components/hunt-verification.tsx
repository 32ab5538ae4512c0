import { type Hunt, huntWinners, predictionsHashOf, toKurus } from '@app/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

interface Check {
  hashMatches: boolean;
  winnersMatch: boolean;
}

/** Recomputes, in this browser, the commitment published at the close and the winners from the listed predictions. */
async function verify(hunt: Hunt): Promise<Check> {
  const hashMatches = (await predictionsHashOf(hunt.predictions)) === hunt.predictionsHash;
  const slots = hunt.slots.map((s) => ({ id: s.id, betKurus: toKurus(s.bet) ?? 0, winKurus: toKurus(s.win ?? 0) ?? 0 }));
  const total = slots.reduce((sum, s) => sum + s.winKurus, 0);
  const expected = huntWinners(hunt.predictions, total, hunt.bestSlotIds, hunt.prizes).map(
    (w) => `${w.place}:${w.prediction.username}`,
  );
  const published = hunt.winners.map((w) => `${w.place}:${w.username}`);
  return { hashMatches, winnersMatch: expected.join('\n') === published.join('\n') };
}

/** "Sonucu Doğrula": nobody, staff included, can change a prediction after the close unseen. */
export function HuntVerification({ hunt }: { hunt: Hunt }) {
  const [check, setCheck] = useState<Check | null>(null);
  const ok = check && check.hashMatches && check.winnersMatch;
  return (
    <Card className="space-y-3 p-5">
      <h2 className="text-lg font-bold">Sonucu Doğrula</h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Tahminler kapandığında her tahmin <code>tahminNo;toplam;bonusNo;zaman</code> satırı olarak sıralandı ve bu listenin
        SHA-256 özeti yayımlandı. Aşağıdaki düğme listeyi bu tarayıcıda yeniden özetler ve kazananları aynı kuralla yeniden
        hesaplar: en yakın toplam, eşitlikte daha erken tahmin, sonra küçük tahmin numarası.
      </p>
      <p className="font-mono text-xs break-all text-slate-500" data-testid="predictions-hash">
        {hunt.predictionsHash ?? 'Tahminler kapanınca yayımlanır.'}
      </p>
      {hunt.status === 'finished' && (
        <Button variant="outline" onClick={() => void verify(hunt).then(setCheck)}>
          Sonucu Doğrula
        </Button>
      )}
      {check && (
        <p role="status" className={ok ? 'font-semibold text-emerald-600' : 'font-semibold text-red-600'}>
          {ok
            ? 'Doğrulandı: tahmin özeti ve kazananlar eşleşiyor.'
            : `Eşleşmedi: ${check.hashMatches ? '' : 'tahmin özeti farklı. '}${check.winnersMatch ? '' : 'kazananlar farklı.'}`}
        </p>
      )}
    </Card>
  );
}
