import type { AdminCard } from '@app/contracts';
import { CalendarClock, Eye, EyeOff, LayoutGrid, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { EditReload, freshRecord } from '@/lib/edit-reload';
import { AdminPage } from '@/components/layouts/admin-page';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog, useDeleteConfirm } from '@/components/ui/confirm-dialog';
import { QueryList } from '@/components/ui/load-failed';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/format-date';
import { useAllCards } from '../api/get-cards';
import { cardMutations } from '../api/save-card';
import { CardFormDialog } from './card-form-dialog';
import { cardStatusLabels, cardStatusTones } from './card-status';
import { EmptyState } from '@/components/ui/empty-state';

function CardTile({ card, onEdit, onDelete }: { card: AdminCard; onEdit: () => void; onDelete: () => void }) {
  const published = card.status === 'published';
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="admin-card">
      <div className="flex items-start gap-3">
        <span
          className="grid size-11 shrink-0 place-items-center overflow-hidden rounded-lg ring-1 ring-black/10"
          style={{ backgroundColor: card.backgroundColor ?? '#8b5cf6' }}
          aria-hidden="true"
        >
          {card.logoUrl && <img src={card.logoUrl} alt="" className="size-full object-contain p-1" />}
        </span>
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-1.5 font-semibold">
            {published ? (
              <Eye className="size-4 shrink-0 text-emerald-500" aria-label="Yayında" />
            ) : (
              <EyeOff className="size-4 shrink-0 text-slate-400" aria-label="Yayında değil" />
            )}
            <span className="truncate" data-testid="admin-card-title">
              {card.title}
            </span>
          </p>
          <p className="truncate text-sm text-slate-500 dark:text-slate-400">{card.subtitle ?? '-'}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
        <StatusBadge tone={cardStatusTones[card.status]}>{cardStatusLabels[card.status]}</StatusBadge>
        <span>Sıra: {card.sortOrder}</span>
        {card.category && <span>{card.category}</span>}
        {(card.visibleFrom || card.visibleTo) && (
          <span className="inline-flex items-center gap-1">
            <CalendarClock className="size-3.5" aria-hidden="true" />
            {card.visibleFrom ? formatDateTime(card.visibleFrom) : '…'} – {card.visibleTo ? formatDateTime(card.visibleTo) : '…'}
          </span>
        )}
      </div>
      <div className="mt-auto flex gap-2 border-t border-slate-100 pt-3 dark:border-slate-800">
        <Button variant="outline" size="sm" className="flex-1" onClick={onEdit} aria-label={`${card.title} kartını düzenle`}>
          <Pencil className="size-4" aria-hidden="true" /> Düzenle
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-600 dark:text-red-400"
          onClick={onDelete}
          aria-label={`${card.title} kartını sil`}
        >
          <Trash2 className="size-4" aria-hidden="true" /> Sil
        </Button>
      </div>
    </Card>
  );
}

/** Admin screen 2: the cards in their order, with create/edit dialog and delete confirmation. */
export function AdminCards() {
  const list = useAllCards();
  const cards = list.data;
  const remove = cardMutations.useDelete();
  const { deleting, setDeleting, confirm } = useDeleteConfirm<AdminCard>(remove, 'Kart silindi');
  const [editing, setEditing] = useState<AdminCard | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const nextSortOrder = cards?.length ? Math.max(...cards.map((c) => c.sortOrder)) + 1 : 0;

  const open = (card: AdminCard | null) => (setEditing(card), setDialogOpen(true));
  // A stale edit's reload (issue 41): the list again, and the dialog's card from it.
  const reload = async () => {
    const { data } = await list.refetch();
    setEditing((held) => freshRecord(data, held));
  };

  return (
    <AdminPage
      title="Kartlar"
      description="Ana sayfada 'Güvenilir Siteler' altında gösterilen kartlar"
      actions={
        <Button onClick={() => open(null)}>
          <Plus className="size-4" aria-hidden="true" /> Yeni Kart
        </Button>
      }
    >
      <QueryList query={list} what="Kartlar" empty={<EmptyState icon={LayoutGrid}>Henüz kart eklenmemiş.</EmptyState>}>
        {(cards) => (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {cards.map((card) => (
              <CardTile key={card.id} card={card} onEdit={() => open(card)} onDelete={() => setDeleting(card)} />
            ))}
          </div>
        )}
      </QueryList>
      <EditReload value={reload}>
        <CardFormDialog open={dialogOpen} onClose={() => setDialogOpen(false)} card={editing} nextSortOrder={nextSortOrder} />
      </EditReload>
      <ConfirmDialog
        {...confirm}
        title="Kartı sil"
        description={`'${deleting?.title ?? ''}' kartı kalıcı olarak silinecek. Bu işlem geri alınamaz.`}
      />
    </AdminPage>
  );
}
