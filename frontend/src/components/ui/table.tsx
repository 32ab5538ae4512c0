import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/**
 * A table on a card surface; scrolls sideways on narrow screens instead of squashing its columns.
 * `relative` keeps absolutely placed pieces (an `sr-only` header label) inside the scrolling box:
 * without it they sit at the far end of the wide table and widen the whole page on a phone.
 */
export function Table({ className, children, ...props }: HTMLAttributes<HTMLTableElement>) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900/60">
      <table className={cn('w-full min-w-[720px] text-left text-sm', className)} {...props}>
        {children}
      </table>
    </div>
  );
}

export function Th({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-slate-200 bg-slate-50 px-4 py-3 text-xs font-semibold tracking-wide text-slate-500 uppercase',
        'dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn('border-b border-slate-100 px-4 py-3 align-middle dark:border-slate-800/70', className)} {...props} />;
}

/** Link text shortened for tables (spec §9: 30 characters). */
export const truncate = (text: string, max = 30) => (text.length > max ? `${text.slice(0, max)}…` : text);
