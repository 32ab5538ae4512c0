import type { Draw } from '@app/contracts';
import { Fingerprint } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { HashValue } from './hash-value';

/** The commitment (seed hash), and once revealed the seed and the entries' hash. */
export function CommitmentCard({ draw }: { draw: Draw }) {
  return (
    <Card className="space-y-4 p-5 sm:p-6" data-testid="draw-commitment">
      <h2 className="flex items-center gap-2 text-lg font-bold tracking-tight">
        <Fingerprint className="size-5 text-accent-500" aria-hidden="true" />
        Taahhüt
      </h2>
      <HashValue
        label="Tohum özeti (SHA-256)"
        value={draw.seedHash}
        testId="draw-seed-hash"
        hint="Çekiliş oluşturulduğu anda yayımlandı."
      />
      {draw.seed ? (
        <HashValue label="Açıklanan tohum" value={draw.seed} testId="draw-seed" />
      ) : (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-2 text-xs text-slate-500 dark:border-slate-700 dark:text-slate-400">
          Tohum çekiliş yapılınca açıklanacak.
        </p>
      )}
      {draw.entriesHash && <HashValue label="Katılım listesi özeti (SHA-256)" value={draw.entriesHash} />}
    </Card>
  );
}
