import { type Draw, type DrawCheck, seedHashOf, verifyDraw } from '@app/contracts';
import { CircleCheck, CircleX, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type Outcome = { kind: 'drawn'; check: DrawCheck } | { kind: 'commitment'; ok: boolean } | { kind: 'error'; message: string };

/** Recomputes the published draw in this browser, with the same code the server drew with. */
async function check(draw: Draw): Promise<Outcome> {
  try {
    if (draw.status === 'drawn') return { kind: 'drawn', check: await verifyDraw(draw) };
    return { kind: 'commitment', ok: !!draw.seed && (await seedHashOf(draw.seed)) === draw.seedHash };
  } catch (err) {
    return { kind: 'error', message: err instanceof Error ? err.message : String(err) };
  }
}

/** "Sonucu Doğrula" (a cancelled draw: "Taahhüdü Doğrula", its seed against the commitment). */
export function DrawVerification({ draw }: { draw: Draw }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    setOutcome(await check(draw));
    setPending(false);
  };
  const label = draw.status === 'drawn' ? 'Sonucu Doğrula' : 'Taahhüdü Doğrula';
  return (
    <Card className="space-y-4 p-5 sm:p-6" data-testid="draw-verification">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-bold tracking-tight">Doğrulama</h2>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            Hesap bu sayfada, tarayıcınızda yapılır; sunucuya sorulmaz.
          </p>
        </div>
        <Button onClick={run} pending={pending} variant="secondary">
          {!pending && <ShieldCheck className="size-4" aria-hidden="true" />}
          {label}
        </Button>
      </div>
      {outcome && <OutcomeView outcome={outcome} />}
    </Card>
  );
}

function OutcomeView({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'error') return <Verdict ok={false} title="Doğrulanamadı" detail={outcome.message} />;
  if (outcome.kind === 'commitment') {
    return outcome.ok ? (
      <Verdict
        ok
        title="Taahhüt doğrulandı"
        detail="Açıklanan tohumun SHA-256 özeti, çekiliş oluşturulurken yayımlanan taahhütle aynı."
      />
    ) : (
      <Verdict ok={false} title="Taahhüt eşleşmiyor" detail="Açıklanan tohum, yayımlanan taahhütle eşleşmiyor." />
    );
  }
  const { check } = outcome;
  return (
    <div className="space-y-3">
      <Verdict
        ok={check.matches}
        title={check.matches ? 'Sonuç doğrulandı: kazananlar eşleşiyor' : 'Sonuç eşleşmiyor'}
        detail={
          check.matches
            ? 'Tarayıcınızın hesapladığı kazananlar, yayımlanan kazananlarla birebir aynı.'
            : 'Tarayıcınızın hesapladığı sonuç, yayımlanan sonuçla aynı değil.'
        }
      />
      <ul className="space-y-1.5 text-sm">
        <CheckLine ok={check.seedMatchesCommitment}>Tohum, önceden yayımlanan taahhütle eşleşiyor</CheckLine>
        <CheckLine ok={check.entriesHashMatches}>Katılım listesi, yayımlanan liste özetiyle eşleşiyor</CheckLine>
        <CheckLine ok={check.winnersMatch}>Yeniden hesaplanan kazananlar, yayımlanan kazananlarla aynı</CheckLine>
      </ul>
    </div>
  );
}

function Verdict({ ok, title, detail }: { ok: boolean; title: string; detail: string }) {
  const Icon = ok ? CircleCheck : CircleX;
  return (
    <div
      role="status"
      data-testid="verification-result"
      data-ok={ok}
      className={cn(
        'flex gap-3 rounded-xl px-4 py-3 ring-1 ring-inset',
        ok
          ? 'bg-emerald-500/10 text-emerald-800 ring-emerald-500/30 dark:text-emerald-300'
          : 'bg-red-500/10 text-red-800 ring-red-500/30 dark:text-red-300',
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="text-sm opacity-90">{detail}</p>
      </div>
    </div>
  );
}

function CheckLine({ ok, children }: { ok: boolean; children: string }) {
  const Icon = ok ? CircleCheck : CircleX;
  return (
    <li className="flex items-center gap-2">
      <Icon className={cn('size-4 shrink-0', ok ? 'text-emerald-500' : 'text-red-500')} aria-label={ok ? 'Evet' : 'Hayır'} />
      <span className="text-slate-700 dark:text-slate-300">{children}</span>
    </li>
  );
}
