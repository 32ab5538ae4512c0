import type { DrawSummary } from '@app/contracts';
import { Link } from '@tanstack/react-router';
import { Eye, Play, XCircle } from 'lucide-react';
import { Button, buttonClass } from '@/components/ui/button';
import { actionsColumn, Table, TableHead, Td } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date';
import { sourceKind, winnersText } from '../../lib/labels';
import { DrawStatusBadge } from '../draw-status-badge';

interface Props {
  draws: DrawSummary[];
  onRun: (draw: DrawSummary) => void;
  onCancel: (draw: DrawSummary) => void;
}

/** When it was drawn or cancelled, else when it was created. */
const dateOf = (d: DrawSummary) => formatDateTime(d.drawnAt ?? d.cancelledAt ?? d.createdAt);
const entriesOf = (d: DrawSummary) => (d.status === 'drawn' ? formatNumber(d.entryCount) : '-');

/** The staff list: a table on wide screens, stacked cards on phones, the same actions in both. */
export function AdminDrawsTable({ draws, ...actions }: Props) {
  return (
    <>
      <ul className="space-y-3 md:hidden">
        {draws.map((draw) => (
          <li
            key={draw.id}
            className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900/60"
          >
            <div className="flex items-start justify-between gap-3">
              <TitleCell draw={draw} />
              <DrawStatusBadge status={draw.status} />
            </div>
            <dl className="grid grid-cols-3 gap-2 text-xs text-slate-500 dark:text-slate-400">
              <Fact label="Kaynak" value={draw.source.name} />
              <Fact label="Kazanan" value={winnersText(draw)} />
              <Fact label="Katılım" value={entriesOf(draw)} />
            </dl>
            <RowActions draw={draw} {...actions} />
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <Table>
          <TableHead
            columns={[
              'Çekiliş',
              'Kaynak',
              { label: 'Kazanan', className: 'text-right' },
              { label: 'Katılım', className: 'text-right' },
              'Durum',
              actionsColumn,
            ]}
          />
          <tbody>
            {draws.map((draw) => (
              <tr key={draw.id} className="transition hover:bg-slate-50 dark:hover:bg-slate-800/40">
                <Td className="min-w-48 max-w-72">
                  <TitleCell draw={draw} />
                </Td>
                <Td className="max-w-48">
                  <p className="text-xs text-slate-500 dark:text-slate-400">{sourceKind(draw.source)}</p>
                  <p className="truncate" title={draw.source.name}>
                    {draw.source.name}
                  </p>
                </Td>
                <Td className="text-right tabular-nums">{winnersText(draw)}</Td>
                <Td className="text-right tabular-nums">{entriesOf(draw)}</Td>
                <Td>
                  <DrawStatusBadge status={draw.status} />
                  <p className="mt-1 text-xs whitespace-nowrap text-slate-500 dark:text-slate-400">{dateOf(draw)}</p>
                </Td>
                <Td>
                  <RowActions draw={draw} {...actions} compact />
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </>
  );
}

function TitleCell({ draw }: { draw: DrawSummary }) {
  return (
    <div className="min-w-0">
      <p className="font-semibold break-words">{draw.title}</p>
      {draw.prize && <p className="text-xs break-words text-brand-700 dark:text-brand-400">{draw.prize}</p>}
      {draw.status === 'drawn' && draw.winners.length > 0 && (
        <p className="mt-0.5 text-xs break-words text-slate-500 dark:text-slate-400">
          Kazananlar: {draw.winners.map((w) => w.username).join(', ')}
        </p>
      )}
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt>{label}</dt>
      <dd className="truncate text-sm text-slate-700 dark:text-slate-200">{value}</dd>
    </div>
  );
}

/** `compact`: icon buttons beside the main action, so the table keeps its title column wide. */
function RowActions({ draw, onRun, onCancel, compact = false }: Omit<Props, 'draws'> & { draw: DrawSummary; compact?: boolean }) {
  const label = (text: string) => (compact ? null : text);
  return (
    <div className={cn('flex items-center justify-end gap-1.5', compact ? 'flex-nowrap' : 'flex-wrap')}>
      {draw.status === 'open' && (
        <>
          <Button size="sm" onClick={() => onRun(draw)}>
            <Play className="size-4" aria-hidden="true" />
            Çekilişi Başlat
          </Button>
          <Button
            size={compact ? 'icon' : 'sm'}
            variant="ghost"
            className={cn('text-red-600 hover:bg-red-500/10 dark:text-red-400', compact && 'size-9 [&_svg]:size-4')}
            aria-label="İptal Et"
            title="İptal Et"
            onClick={() => onCancel(draw)}
          >
            <XCircle className="size-4" aria-hidden="true" />
            {label('İptal Et')}
          </Button>
        </>
      )}
      <Link
        to="/cekilisler/$id"
        params={{ id: draw.id }}
        className={buttonClass('outline', 'sm', compact ? 'w-9 px-0' : undefined)}
        aria-label={`${draw.title} sayfası`}
        title="Görüntüle"
      >
        <Eye className="size-4" aria-hidden="true" />
        {label('Görüntüle')}
      </Link>
    </div>
  );
}
