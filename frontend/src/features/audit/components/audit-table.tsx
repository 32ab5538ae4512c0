import type { AuditEntry } from '@app/contracts';
import { AUDIT_TARGET_LABELS, AUDIT_TYPE_LABELS, roleLabels } from '@app/contracts/plain';
import { Table, TableHead, Td } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format-date';

/** One row per staff action, newest first (from 768 px; phones get `AuditList`). */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <Table aria-label="Denetim kaydı" className="min-w-[880px]">
      <TableHead columns={['Tarih', 'Yetkili', 'İşlem', 'Açıklama', 'Hedef']} />
      <tbody>
        {entries.map((e) => (
          <tr key={e.id} data-testid="audit-row">
            <Td className="whitespace-nowrap text-slate-500 tabular-nums dark:text-slate-400">{formatDateTime(e.at)}</Td>
            <Td>
              <p className="font-medium break-all">{e.actor.username ?? e.actor.id}</p>
              <p className="text-xs whitespace-nowrap text-slate-500 dark:text-slate-400">{roleLabels[e.actor.role]}</p>
            </Td>
            <Td className="whitespace-nowrap" data-testid="audit-type">
              {AUDIT_TYPE_LABELS[e.type]}
            </Td>
            <Td className="max-w-md break-words" data-testid="audit-summary">
              {e.summary}
            </Td>
            <Td>
              <p className="text-xs text-slate-500 dark:text-slate-400">{AUDIT_TARGET_LABELS[e.target.kind]}</p>
              <p className="max-w-48 truncate font-medium" title={e.target.title ?? e.target.id}>
                {e.target.title ?? e.target.id}
              </p>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
