import { Field, Label, Switch as HeadlessSwitch } from '@headlessui/react';
import { cn } from '@/lib/cn';

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The switch's accessible name; shown beside it unless `hideLabel` (then screen readers only). */
  label: string;
  hideLabel?: boolean;
  disabled?: boolean;
  className?: string;
  'data-testid'?: string;
}

/** An on/off switch (Headless UI) with its label; orange when on. */
export function Switch({ checked, onChange, label, hideLabel = false, disabled, className, ...rest }: SwitchProps) {
  return (
    <Field disabled={disabled} className={cn('inline-flex items-center gap-3', className)}>
      <HeadlessSwitch
        checked={checked}
        onChange={onChange}
        data-testid={rest['data-testid']}
        className={cn(
          'group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition',
          'bg-slate-300 data-checked:bg-brand-500 dark:bg-slate-700 dark:data-checked:bg-brand-500',
          'focus:outline-none data-focus:ring-2 data-focus:ring-brand-500 data-focus:ring-offset-2',
          'data-focus:ring-offset-white dark:data-focus:ring-offset-slate-950',
          'data-disabled:cursor-not-allowed data-disabled:opacity-50',
        )}
      >
        <span
          aria-hidden="true"
          className="size-5 translate-x-0.5 rounded-full bg-white shadow-sm transition group-data-checked:translate-x-[1.375rem]"
        />
      </HeadlessSwitch>
      <Label className={cn('text-sm font-medium text-slate-700 dark:text-slate-200', hideLabel && 'sr-only')}>{label}</Label>
    </Field>
  );
}
