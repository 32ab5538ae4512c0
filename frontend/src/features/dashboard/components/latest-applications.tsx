import type { DashboardApplication, TicketApplicationStatus } from '@app/contracts';
import type { ComponentType } from 'react';
import { Ticket } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Table, TableHead, Td } from '@/components/ui/table';
import { formatCurrency, formatNumber } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date';

const shortId = (id: string) => `#${id.slice(0, 8)}`;
/** The tickets feature owns how a status looks; the route passes its badge in. */
export type StatusBadgeComponent = ComponentType<{ status: TicketApplicationStatus }>;
interface ListProps {
  rows: DashboardApplication[];
  Status: StatusBadgeComponent;
}

function ApplicationTable({ rows, Status }: ListProps) {
  return (
    <Table className="min-w-[640px]" data-testid="latest-applications">
      <TableHead
        columns={[
          'ID',
          'Kullanıcı Adı',
          { label: 'Yatırım Tutarı', className: 'text-right' },
          { label: 'Bilet Sayısı', className: 'text-right' },
          'Durum',
        ]}
      />
      <tbody>
        {rows.map((a) => (
          <tr key={a.id}>
            <Td className="font-mono text-xs text-slate-500 dark:text-slate-400" title={a.id}>
              {shortId(a.id)}
            </Td>
            <Td>
              <p className="font-medium">{a.username}</p>
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {a.companyName} · {formatDateTime(a.createdAt)}
              </p>
            </Td>
            <Td className="text-right tabular-nums">{formatCurrency(a.investmentAmount)}</Td>
            <Td className="text-right font-semibold tabular-nums">{formatNumber(a.ticketCount)}</Td>
            <Td>
              <Status status={a.status} />
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Phones get one card per application instead of a table that scrolls sideways. */
function ApplicationCards({ rows, Status }: ListProps) {
  return (
    <ul className="space-y-3" data-testid="latest-applications-list">
      {rows.map((a) => (
        <li key={a.id}>
          <Card className="space-y-2 p-4">
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 font-medium break-words">{a.username}</p>
              <Status status={a.status} />
            </div>
            <p className="text-sm tabular-nums">
              {formatCurrency(a.investmentAmount)} · <strong>{formatNumber(a.ticketCount)}</strong> bilet
            </p>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              <span className="font-mono">{shortId(a.id)}</span> · {a.companyName} · {formatDateTime(a.createdAt)}
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The 5 latest ticket applications (spec §2): id, username, investment, tickets and status. */
export function LatestApplications({ rows, Status }: ListProps) {
  return (
    <section className="space-y-3" aria-labelledby="latest-applications-heading">
      <h2 id="latest-applications-heading" className="text-lg font-semibold">
        Son Bilet Başvuruları
      </h2>
      {rows.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 p-10 text-center text-slate-500 dark:text-slate-400">
          <Ticket className="size-8 text-slate-400" aria-hidden="true" />
          <p>Henüz bilet başvurusu yok.</p>
        </Card>
      ) : (
        <>
          <div className="sm:hidden">
            <ApplicationCards rows={rows} Status={Status} />
          </div>
          <div className="hidden sm:block">
            <ApplicationTable rows={rows} Status={Status} />
          </div>
        </>
      )}
    </section>
  );
}
