import type { AdminEvent } from '@app/contracts';
import { CalendarPlus, CalendarX } from 'lucide-react';
import { useState } from 'react';
import { EditReload, freshRecord } from '@/lib/edit-reload';
import { AdminPage } from '@/components/layouts/admin-page';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { LoadFailed } from '@/components/ui/load-failed';
import { useAdminEvents } from '../../api/get-admin-events';
import { useDeleteEvent } from '../../api/save-event';
import { useTimingRefresh } from '../../lib/use-timing-refresh';
import { AdminEventsTable } from './admin-events-table';
import { EventFormDialog } from './event-form-dialog';
import { EmptyState } from '@/components/ui/empty-state';

/** The spec asks for the browser's own confirmation here, with exactly this text. */
export const DELETE_CONFIRMATION = 'Bu etkinliği silmek istediğinize emin misiniz?';

/** /admin/etkinlikler: every event, a create/edit dialog and delete. */
export function AdminEventsPage() {
  const list = useAdminEvents();
  const { data: events, isPending, isError } = list;
  const remove = useDeleteEvent();
  const [editing, setEditing] = useState<AdminEvent | 'new' | null>(null);
  useTimingRefresh(events);

  // A stale edit's reload (issue 41): the list again, and the dialog's event from it (mounted afresh).
  const reload = async () => {
    const { data } = await list.refetch();
    setEditing((held) => (held === 'new' || held === null ? held : freshRecord(data, held)));
  };

  const onDelete = (event: AdminEvent) => {
    if (window.confirm(DELETE_CONFIRMATION)) remove.mutate(event.id);
  };

  return (
    <AdminPage
      title="Etkinlikler"
      description="Etkinlikleri oluşturun, düzenleyin ve katılımcıları görüntüleyin"
      actions={
        <Button onClick={() => setEditing('new')}>
          <CalendarPlus className="size-4" aria-hidden="true" />
          Yeni Etkinlik
        </Button>
      }
    >
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <LoadFailed what="Etkinlikler" query={list} />
      ) : events.length === 0 ? (
        <EmptyState icon={CalendarX}>Henüz etkinlik oluşturulmamış</EmptyState>
      ) : (
        <AdminEventsTable
          events={events}
          onEdit={setEditing}
          onDelete={onDelete}
          deletingId={remove.isPending ? (remove.variables ?? null) : null}
        />
      )}
      <EditReload value={reload}>
        <EventFormDialog
          key={editing === null ? 'closed' : editing === 'new' ? 'new' : `${editing.id}:${editing.revision}`}
          open={editing !== null}
          event={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      </EditReload>
    </AdminPage>
  );
}
