import { useId, type TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { FieldLabel, inputClass } from './field';

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled multi-line input in the look of `Field`. */
export function TextareaField({ label, hint, error, required, className, id, rows = 3, ...props }: TextareaFieldProps) {
  const autoId = useId();
  const areaId = id ?? `textarea-${autoId}`;
  const describedBy = [hint && `${areaId}-hint`, error && `${areaId}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <FieldLabel htmlFor={areaId} label={label} required={required} />
      <textarea
        id={areaId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          inputClass,
          'h-auto py-2.5 leading-relaxed',
          error ? 'border-red-500 dark:border-red-500' : 'border-slate-300 dark:border-slate-700',
        )}
        {...props}
      />
      {hint && (
        <p id={`${areaId}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${areaId}-error`} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
