import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, useDeleteConfirm } from '@/components/ui/confirm-dialog';
import { type FailedQuery, QueryList } from '@/components/ui/load-failed';
import { Switch } from '@/components/ui/switch';
import { RowActions } from '@/components/ui/row-actions';
import { actionsColumn, Table, TableHead, Td, truncate } from '@/components/ui/table';
import { EditReload, freshRecord } from '@/lib/edit-reload';
import { toast } from '@/lib/toast';
import { AdminPage } from './admin-page';
import { EmptyState } from '@/components/ui/empty-state';
import { Plus } from 'lucide-react';

export interface CatalogItem {
  id: string;
  status: 'active' | 'inactive';
  sortOrder: number;
  /** The stream revision an edit sends back as If-Match (issue 41). */
  revision?: number;
}

export interface CatalogColumn<T> {
  header: string;
  className?: string;
  cell: (item: T) => ReactNode;
}

/** What a list page hands its create/edit dialog, besides the item. */
export interface CatalogDialogFrame {
  open: boolean;
  nextSortOrder: number;
  onClose: () => void;
}

export interface CatalogDialogProps<T> extends CatalogDialogFrame {
  /** null: the dialog creates (POST); an item: it edits that one (PATCH). */
  item: T | null;
}

/** What the page asks of a mutation it runs: a call back once it succeeded (errors get the global toast). */
interface Succeeded {
  onSuccess: () => void;
  onError?: () => void;
}

interface AdminCatalogPageProps<T extends CatalogItem> {
  title: string;
  description: string;
  newLabel: string;
  emptyIcon: LucideIcon;
  emptyText: string;
  tableLabel: string;
  rowTestId: string;
  /** The list's query: its rows, whether they are loading, and its failure (shown with Tekrar dene). */
  query: Omit<FailedQuery, 'refetch'> & {
    data: T[] | undefined;
    isLoading: boolean;
    refetch: () => Promise<{ data?: T[] | undefined }>;
  };
  /** How the failure names what did not load, e.g. "Bannerlar". */
  what: string;
  /** The columns between the order and the status toggle. */
  columns: CatalogColumn<T>[];
  /** The slice's `catalogMutations`: the toggle sends only `status` through its update; its delete. */
  mutations: {
    useUpdate: () => {
      mutate: (v: { id: string; body: { status: CatalogItem['status'] }; revision?: number }, o: Succeeded) => void;
    };
    useDelete: () => { mutate: (id: string, o: Succeeded) => void; isPending: boolean };
  };
  /** The 'Başarılı' toast's text after a toggle and after a delete, e.g. 'Firma güncellendi' / 'Firma silindi'. */
  updated: string;
  removed: string;
  deleteTitle: string;
  deleteDescription: (item: T) => string;
  renderDialog: (props: CatalogDialogProps<T>) => ReactNode;
}

/**
 * The admin list of an active/inactive catalog (banners, sliding banners, companies, ticket companies):
 * order, the item's own columns, a one-click status toggle, edit in a dialog, delete after confirming.
 */
export function AdminCatalogPage<T extends CatalogItem>(p: AdminCatalogPageProps<T>) {
  const [dialog, setDialog] = useState<{ open: boolean; item: T | null }>({ open: false, item: null });
  const update = p.mutations.useUpdate();
  const { deleting, setDeleting, confirm } = useDeleteConfirm<T>(p.mutations.useDelete(), p.removed);
  const items = p.query.data;
  const next = items?.length ? Math.max(...items.map((i) => i.sortOrder)) + 1 : 0;
  const Empty = p.emptyIcon;
  // The toggle acts on the row as shown: a row someone changed meanwhile is refused (412, the 'Hata' toast).
  const toggle = (item: T, on: boolean) =>
    update.mutate(
      { id: item.id, body: { status: on ? 'active' : 'inactive' }, revision: item.revision },
      { onSuccess: () => toast.success('Başarılı', { description: p.updated }), onError: () => void p.query.refetch() },
    );
  // A stale edit's reload: the list again, and the dialog's record from it (the form starts over).
  const reload = async () => {
    const { data } = await p.query.refetch();
    setDialog((d) => ({ ...d, item: freshRecord(data, d.item) }));
  };

  return (
    <AdminPage
      title={p.title}
      description={p.description}
      actions={
        <Button onClick={() => setDialog({ open: true, item: null })}>
          <Plus className="size-4" aria-hidden="true" /> {p.newLabel}
        </Button>
      }
    >
      <QueryList query={p.query} what={p.what} empty={<EmptyState icon={Empty}>{p.emptyText}</EmptyState>}>
        {(items) => (
          <Table aria-label={p.tableLabel}>
            <TableHead
              columns={[{ label: 'Sıra', className: 'w-16' }, ...p.columns.map((c) => c.header), 'Durum', actionsColumn]}
            />
            <tbody>
              {items.map((item) => (
                <tr key={item.id} data-testid={p.rowTestId}>
                  <Td className="font-mono text-slate-500">{item.sortOrder}</Td>
                  {p.columns.map((c) => (
                    <Td key={c.header} className={c.className}>
                      {c.cell(item)}
                    </Td>
                  ))}
                  <Td>
                    <Switch
                      label={item.status === 'active' ? 'Aktif' : 'Pasif'}
                      checked={item.status === 'active'}
                      onChange={(on) => toggle(item, on)}
                    />
                  </Td>
                  <Td className="text-right whitespace-nowrap">
                    <RowActions onEdit={() => setDialog({ open: true, item })} onDelete={() => setDeleting(item)} />
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </QueryList>
      <EditReload value={reload}>
        {p.renderDialog({
          open: dialog.open,
          item: dialog.item,
          nextSortOrder: next,
          onClose: () => setDialog((d) => ({ ...d, open: false })),
        })}
      </EditReload>
      <ConfirmDialog {...confirm} title={p.deleteTitle} description={deleting ? p.deleteDescription(deleting) : ''} />
    </AdminPage>
  );
}

/** A column of an optional link (website, banner target): shortened, the whole address on hover. */
export const linkColumn = <T,>(header: string, link: (item: T) => string | null): CatalogColumn<T> => ({
  header,
  className: 'text-slate-500 dark:text-slate-400',
  cell: (item) => {
    const url = link(item);
    return <span title={url ?? undefined}>{url ? truncate(url) : '-'}</span>;
  },
});

/** The banners' 'Önizleme' column: the picture at the height of a row, `width` as wide as its format asks. */
export const previewColumn = <T,>(image: (item: T) => string, width: 'w-28' | 'w-32'): CatalogColumn<T> => ({
  header: 'Önizleme',
  cell: (item) => (
    <img src={image(item)} alt="" className={`h-12 ${width} rounded-lg bg-slate-900 object-cover ring-1 ring-black/10`} />
  ),
});
