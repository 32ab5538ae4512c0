import { type HTMLAttributes, type TdHTMLAttributes, type ThHTMLAttributes, useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

/**
 * A table on a card surface from 768 px; below, a list of cards (`.table-cards` in styles.css): each
 * cell under its column's name, the last cell's actions in full view, nothing scrolled off sideways.
 * `relative` keeps absolutely placed pieces (an `sr-only` header label) inside the box.
 */
export function Table({ className, children, ...props }: HTMLAttributes<HTMLTableElement>) {
  const table = useRef<HTMLTableElement>(null);
  useEffect(() => {
    const element = table.current;
    if (!element) return;
    labelCells(element);
    // Rows may be rendered by components that update on their own: label them as they change.
    const observer = new MutationObserver(() => labelCells(element));
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div className="table-cards relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900/60">
      <table ref={table} className={cn('w-full min-w-[720px] text-left text-sm', className)} {...props}>
        {children}
      </table>
    </div>
  );
}

/** Names each body cell after its column header (`data-label`), which the phone's card shows above it. */
function labelCells(table: HTMLTableElement) {
  const headers = [...(table.tHead?.rows[0]?.cells ?? [])].map((th) => th.textContent?.trim() ?? '');
  for (const body of table.tBodies) {
    for (const row of body.rows) {
      [...row.cells].forEach((cell, k) => {
        const label = headers[k];
        if (label && cell.dataset.label !== label) cell.dataset.label = label;
      });
    }
  }
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

/** A column's header: its name, or the name with the cell's classes (right-aligned, a fixed width). */
export type Column = string | { label: string; className: string };

/** The admin tables' last column, over RowActions and the like. */
export const actionsColumn: Column = { label: 'İşlemler', className: 'text-right' };

/** The header row, one Th a column. */
export function TableHead({ columns }: { columns: Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c) =>
          typeof c === 'string' ? (
            <Th key={c}>{c}</Th>
          ) : (
            <Th key={c.label} className={c.className}>
              {c.label}
            </Th>
          ),
        )}
      </tr>
    </thead>
  );
}

/** Link text shortened for tables (spec §9: 30 characters). */
export const truncate = (text: string, max = 30) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** What LoadMore needs of an infinite query. */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** 'Daha Fazla' under a paged list (users, the audit log), while there is a next page. */
export function LoadMore({ query }: { query: PagedQuery }) {
  if (!query.hasNextPage) return null;
  return (
    <div className="flex justify-center">
      <Button variant="outline" pending={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
        {query.isFetchingNextPage ? 'Yükleniyor...' : 'Daha Fazla'}
      </Button>
    </div>
  );
}
