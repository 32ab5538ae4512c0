import { ChevronDown } from 'lucide-react';
import { useId, type SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { inputClass } from './field';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
  error?: string;
}

/** A labelled native select in the look of `Field` (native: right on phones and for screen readers). */
export function SelectField({ label, options, hint, error, className, id, ...props }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? `select-${autoId}`;
  const describedBy = [hint && `${selectId}-hint`, error && `${selectId}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={selectId} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(
            inputClass,
            'appearance-none pr-10',
            error ? 'border-red-500 dark:border-red-500' : 'border-slate-300 dark:border-slate-700',
          )}
          {...props}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400"
        />
      </div>
      {hint && (
        <p id={`${selectId}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${selectId}-error`} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

const linkTargetOptions = [
  { value: '_blank', label: 'Yeni sekmede aç' },
  { value: '_self', label: 'Aynı sekmede aç' },
];

/** Where a banner's or card's link opens: the one select the catalog dialogs share. */
export function LinkTargetField(props: Omit<SelectFieldProps, 'label' | 'options'>) {
  return <SelectField label="Bağlantı Hedefi" options={linkTargetOptions} {...props} />;
}
