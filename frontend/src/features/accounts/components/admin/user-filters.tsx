import type { Role } from '@app/contracts';
import { roleLabels } from '@app/contracts/plain';
import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { inputClass } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { cn } from '@/lib/cn';
import { useOnChange } from '@/lib/use-render-state';
import type { UserFilters } from '../../api/admin-users';

const ROLE_OPTIONS = [
  { value: '', label: 'Tüm roller' },
  ...Object.entries(roleLabels).map(([value, label]) => ({ value, label })),
];
const TYPING_PAUSE_MS = 300;

/** Search (applied once typing pauses) and the role filter; both live in the URL. */
export function UserFilterBar({ filters, onChange }: { filters: UserFilters; onChange: (next: UserFilters) => void }) {
  const [text, setText] = useState(filters.search ?? '');
  // The URL changed the search (back, forward, a link): show it, unless it is what is typed already
  // (the pause below applied it; keeping the text keeps a trailing space the user is still typing).
  useOnChange([filters.search], () => {
    if ((filters.search ?? '') !== text.trim()) setText(filters.search ?? '');
  });
  // Reads the latest filters when it fires, so a role picked during the pause is kept.
  const apply = useEffectEvent((search: string) => {
    if (search !== (filters.search ?? '')) onChange({ ...filters, search: search || undefined });
  });
  useEffect(() => {
    const t = setTimeout(() => apply(text.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(t);
  }, [text]);

  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_14rem] sm:items-end">
      <div className="space-y-1.5">
        <label htmlFor="user-search" className="block text-sm font-medium text-slate-700 dark:text-slate-200">
          Ara
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <input
            id="user-search"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Kullanıcı adı veya e-posta"
            maxLength={100}
            className={cn(inputClass, 'border-slate-300 pl-10 dark:border-slate-700')}
          />
        </div>
      </div>
      <SelectField
        label="Rol"
        options={ROLE_OPTIONS}
        value={filters.role ?? ''}
        onChange={(e) => onChange({ ...filters, role: (e.target.value || undefined) as Role | undefined })}
      />
    </div>
  );
}
