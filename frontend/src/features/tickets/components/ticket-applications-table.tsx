import type { AdminTicketApplication } from '@app/contracts';
import { Check, Hash, Trash2, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { actionsColumn, Table, TableHead, Td } from '@/components/ui/table';
import { formatCurrency, formatNumber } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date';
import { TicketStatusBadge } from './ticket-status-badge';

interface Props {
  rows: AdminTicketApplication[];
  /** A decision or delete is running: the row buttons wait. */
  busy: boolean;
  onApprove: (app: AdminTicketApplication) => void;
  onReject: (app: AdminTicketApplication) => void;
  onNumbers: (app: AdminTicketApplication) => void;
  onDelete: (app: AdminTicketApplication) => void;
}

/** The application queue (cards on a phone): who, where, how much, status, and the row's actions. */
export function TicketApplicationsTable({ rows, busy, onApprove, onReject, onNumbers, onDelete }: Props) {
  return (
    <Table aria-label="Bilet başvuruları" className="min-w-[960px]">
      <TableHead columns={['Kullanıcı Adı', 'Firma', 'Tutar', 'Bilet', 'Durum', 'Tarih', actionsColumn]} />
      <tbody>
        {rows.map((a) => (
          <tr key={a.id} data-testid="admin-ticket-application">
            <Td>
              <p className="font-medium break-words">{a.username}</p>
              {a.user.email && <p className="text-xs text-slate-500 dark:text-slate-400">{a.user.email}</p>}
            </Td>
            <Td>{a.ticketCompany.name}</Td>
            <Td className="font-semibold tabular-nums">{formatCurrency(a.investmentAmount)}</Td>
            <Td className="tabular-nums">{formatNumber(a.ticketCount)}</Td>
            <Td>
              <TicketStatusBadge status={a.status} />
              {a.adminNote && (
                <p className="mt-1 max-w-48 text-xs break-words text-slate-500 dark:text-slate-400">{a.adminNote}</p>
              )}
            </Td>
            <Td className="whitespace-nowrap text-slate-500 dark:text-slate-400">{formatDateTime(a.createdAt)}</Td>
            <Td className="text-right whitespace-nowrap">
              <div className="inline-flex items-center gap-1">
                {a.status === 'pending' && (
                  <>
                    <Button size="sm" onClick={() => onApprove(a)} disabled={busy}>
                      <Check className="size-4" aria-hidden="true" /> Onayla
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => onReject(a)} disabled={busy}>
                      <X className="size-4" aria-hidden="true" /> Reddet
                    </Button>
                  </>
                )}
                {a.status === 'approved' && (
                  <Button size="sm" variant="secondary" onClick={() => onNumbers(a)}>
                    <Hash className="size-4" aria-hidden="true" /> Bilet Numaraları
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label="Sil"
                  title="Sil"
                  className="text-red-600 dark:text-red-400"
                  onClick={() => onDelete(a)}
                  disabled={busy}
                >
                  <Trash2 />
                </Button>
              </div>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
