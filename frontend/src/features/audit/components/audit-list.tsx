import type { AuditEntry } from '@app/contracts';
import { AUDIT_TARGET_LABELS, AUDIT_TYPE_LABELS, roleLabels } from '@app/contracts/plain';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format-date';

/** The log on a phone: one card per action, the sentence first (a five-column table would hide it off-screen). */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  return (
    <ul className="space-y-3" aria-label="Denetim kaydı">
      {entries.map((e) => (
        <li key={e.id} data-testid="audit-row">
          <Card className="p-4">
            <div className="flex items-baseline justify-between gap-3 text-xs text-slate-500 dark:text-slate-400">
              <span className="font-semibold tracking-wide uppercase" data-testid="audit-type">
                {AUDIT_TYPE_LABELS[e.type]}
              </span>
              <time dateTime={e.at} className="whitespace-nowrap tabular-nums">
                {formatDateTime(e.at)}
              </time>
            </div>
            <p className="mt-1.5 font-medium break-words" data-testid="audit-summary">
              {e.summary}
            </p>
            <p className="mt-2 text-xs break-words text-slate-500 dark:text-slate-400">
              <span className="font-medium text-slate-700 dark:text-slate-300">{e.actor.username ?? e.actor.id}</span> (
              {roleLabels[e.actor.role]}) · {AUDIT_TARGET_LABELS[e.target.kind]}: {e.target.title ?? e.target.id}
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
