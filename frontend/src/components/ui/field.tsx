import { useId, type InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  hint?: string;
  error?: string;
}

export const inputClass =
  'block h-11 w-full rounded-xl border bg-white px-3.5 text-[15px] text-slate-900 shadow-sm transition ' +
  'placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-brand-500/70 focus:border-brand-500 ' +
  'dark:bg-slate-900/80 dark:text-slate-100 dark:placeholder:text-slate-500 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

/**
 * A field's label with the required mark beside it, not in it, so the field's accessible name is
 * exactly `label` (the shared look of Field, TextareaField and ImageInput).
 */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <div className="flex items-baseline gap-0.5">
      <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      {required && (
        <span className="text-sm font-medium text-brand-500" aria-hidden="true">
          *
        </span>
      )}
    </div>
  );
}

/** A labelled input with an optional hint and an error line (client or server validation). */
export function Field({ label, name, hint, error, required, className, id, ...props }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? `${name}-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;

  return (
    <div className={cn('space-y-1.5', className)}>
      <FieldLabel htmlFor={inputId} label={label} required={required} />
      <input
        id={inputId}
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={cn(
          inputClass,
          error ? 'border-red-500 focus:ring-red-500/60 dark:border-red-500' : 'border-slate-300 dark:border-slate-700',
        )}
        {...props}
      />
      {hint && (
        <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A new password as register, reset and change-password ask for it: the contract's 6-character minimum
 * shown as a hint and checked by the browser, and `new-password` so password managers offer to save it.
 * It sits here, not in the accounts slice, because a module of its own would be one more lazy chunk
 * whose preload entry the first page's script carries, and that script has no room left in its budget.
 */
export function NewPasswordField(props: FieldProps) {
  return <Field type="password" hint="En az 6 karakter" autoComplete="new-password" minLength={6} required {...props} />;
}
