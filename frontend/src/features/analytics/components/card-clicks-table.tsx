import type { CardClickRow } from '@app/contracts';
import { MousePointerClick } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Table, Td, Th } from '@/components/ui/table';
import { formatNumber } from '@/lib/format';

const medal = ['bg-amber-400/20 text-amber-500', 'bg-slate-400/20 text-slate-400', 'bg-orange-700/20 text-orange-500'];

/** Ranked card clicks of the period; titles are staff text, rendered as text. */
export function CardClicksTable({ rows }: { rows?: CardClickRow[] }) {
  return (
    <section className="space-y-3" aria-labelledby="card-clicks-heading">
      <h2 id="card-clicks-heading" className="text-lg font-semibold">
        Kart Tıklama İstatistikleri
      </h2>
      {rows && rows.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 p-10 text-center text-slate-500 dark:text-slate-400">
          <MousePointerClick className="size-8 text-slate-400" aria-hidden="true" />
          <p data-testid="card-clicks-empty">Bu dönem için kart tıklama verisi bulunmamaktadır.</p>
        </Card>
      ) : (
        <Table className="min-w-0!" data-testid="card-clicks-table">
          <thead>
            <tr>
              <Th className="w-16">Sıra</Th>
              <Th>Kart Başlığı</Th>
              <Th className="hidden sm:table-cell">Alt Başlık</Th>
              <Th className="text-right">Tıklama</Th>
            </tr>
          </thead>
          <tbody>
            {(rows ?? []).map((r, i) => (
              <tr key={r.cardId} className="hover:bg-slate-50 dark:hover:bg-slate-800/40">
                <Td>
                  <span
                    className={`grid size-7 place-items-center rounded-full text-xs font-bold ${medal[i] ?? 'bg-slate-500/10 text-slate-500'}`}
                  >
                    {i + 1}
                  </span>
                </Td>
                <Td>
                  <p className="font-medium break-words">{r.cardTitle}</p>
                  {/* On phones the subtitle sits under the title, so the clicks column stays in view. */}
                  <p className="text-xs text-slate-500 sm:hidden dark:text-slate-400" aria-hidden="true">
                    {r.cardSubtitle ?? '-'}
                  </p>
                </Td>
                <Td className="hidden text-slate-500 sm:table-cell dark:text-slate-400">{r.cardSubtitle ?? '-'}</Td>
                <Td className="text-right font-semibold tabular-nums">{formatNumber(r.clicks)}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
