import type { AuditType } from '@app/contracts';
import { AUDIT_TYPE_LABELS, roleLabels } from '@app/contracts/plain';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { type AuditFilters, useAuditActors } from '../api/get-audit';

const TYPE_OPTIONS = [
  { value: '', label: 'Tüm işlemler' },
  ...Object.entries(AUDIT_TYPE_LABELS)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'tr')),
];

/** A start after the end: the server would refuse it (400), so the page does not ask. */
export const isBadRange = (f: AuditFilters) => !!(f.from && f.to && f.from > f.to);

/** Who, what and when; every change lands in the URL and the list starts again from the newest. */
export function AuditFilterBar({ filters, onChange }: { filters: AuditFilters; onChange: (next: AuditFilters) => void }) {
  const { data: actors } = useAuditActors();
  const actorOptions = [
    { value: '', label: 'Tüm yetkililer' },
    ...(actors ?? []).map((a) => ({ value: a.id, label: `${a.username ?? a.id} (${roleLabels[a.role]})` })),
  ];
  const set = (patch: Partial<AuditFilters>) => onChange({ ...filters, ...patch });
  const any = Object.values(filters).some(Boolean);
  const dateError = isBadRange(filters) ? 'Başlangıç tarihi bitiş tarihinden sonra olamaz' : undefined;

  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-[1fr_1fr_10rem_10rem_auto] lg:items-end">
      <SelectField
        label="Yetkili"
        className="col-span-2 lg:col-span-1"
        options={actorOptions}
        value={filters.actor ?? ''}
        onChange={(e) => set({ actor: e.target.value || undefined })}
      />
      <SelectField
        label="İşlem"
        className="col-span-2 lg:col-span-1"
        options={TYPE_OPTIONS}
        value={filters.type ?? ''}
        onChange={(e) => set({ type: (e.target.value || undefined) as AuditType | undefined })}
      />
      <Field
        label="Başlangıç"
        name="from"
        type="date"
        className="min-w-0"
        value={filters.from ?? ''}
        max={filters.to}
        onChange={(e) => set({ from: e.target.value || undefined })}
      />
      <Field
        label="Bitiş"
        name="to"
        type="date"
        className="min-w-0"
        value={filters.to ?? ''}
        min={filters.from}
        error={dateError}
        onChange={(e) => set({ to: e.target.value || undefined })}
      />
      <Button variant="ghost" className="col-span-2 lg:col-span-1 lg:mb-0.5" disabled={!any} onClick={() => onChange({})}>
        <X className="size-4" aria-hidden="true" /> Temizle
      </Button>
    </div>
  );
}
