import type { Draw } from '@app/contracts';
import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Card } from '@/components/ui/card';
import { inputClass } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

/** Long lists are cut for the page; the search still looks through all of them. */
const SHOWN_AT_MOST = 500;

/** The frozen entry list, in the order the algorithm used; members can look for their own entries. */
export function EntriesList({ draw, revealed }: { draw: Draw; revealed: number }) {
  const [query, setQuery] = useState('');
  const winners = useMemo(() => new Set(draw.winners.slice(0, revealed).map((w) => w.entry)), [draw.winners, revealed]);
  const q = query.trim().toLocaleLowerCase('tr-TR');
  const matching = q
    ? draw.entries.flatMap((e, k) => (e.username.toLocaleLowerCase('tr-TR').includes(q) || e.entry.includes(q) ? [{ e, k }] : []))
    : draw.entries.map((e, k) => ({ e, k }));
  const rows = matching.slice(0, SHOWN_AT_MOST);

  return (
    <Card className="overflow-hidden" data-testid="draw-entries">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-5 py-4 dark:border-slate-800">
        <h2 className="text-lg font-bold tracking-tight">
          Katılım Listesi <span className="text-slate-500 dark:text-slate-400">({formatNumber(draw.entries.length)})</span>
        </h2>
        {draw.entries.length > 0 && (
          <label className="relative w-full sm:w-72">
            <span className="sr-only">Katılımlarda ara</span>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <input
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={draw.source.type === 'tickets' ? 'Kullanıcı adı veya bilet ara' : 'Kullanıcı adı ara'}
              className={cn(inputClass, 'h-10 border-slate-300 pl-9 text-sm dark:border-slate-700')}
            />
          </label>
        )}
      </div>
      {draw.entries.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-slate-500 dark:text-slate-400">Bu çekilişe hiç katılım olmadı.</p>
      ) : (
        <div className="max-h-96 overflow-y-auto">
          <table className="w-full text-sm">
            <thead className="sticky top-0 bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase dark:bg-slate-900 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-5 py-2.5">
                  Sıra
                </th>
                <th scope="col" className="px-5 py-2.5">
                  {draw.source.type === 'tickets' ? 'Bilet' : 'Katılım'}
                </th>
                <th scope="col" className="px-5 py-2.5">
                  Kullanıcı Adı
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800/70">
              {rows.map(({ e, k }) => (
                <tr key={k} className={cn(winners.has(e.entry) && 'bg-amber-400/10 font-semibold')}>
                  <td className="px-5 py-2 text-slate-500 tabular-nums dark:text-slate-400">{k + 1}</td>
                  <td className="max-w-0 truncate px-5 py-2 font-mono text-xs sm:max-w-none" title={e.entry}>
                    {e.entry}
                  </td>
                  <td className="px-5 py-2">{e.username}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {matching.length > rows.length && (
            <p className="px-5 py-3 text-center text-xs text-slate-500 dark:text-slate-400">
              {formatNumber(matching.length - rows.length)} katılım daha var; aramayla daraltın.
            </p>
          )}
          {q && matching.length === 0 && <p className="px-5 py-6 text-center text-sm text-slate-500">Eşleşen katılım yok.</p>}
        </div>
      )}
    </Card>
  );
}
