import type { AdminEvent } from '@app/contracts';
import { Link } from '@tanstack/react-router';
import { Pencil, Trash2, Users } from 'lucide-react';
import { Button, buttonClass } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatNumber } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date';
import { EventStatusBadge } from '../event-status-badge';

interface Props {
  events: AdminEvent[];
  onEdit: (event: AdminEvent) => void;
  onDelete: (event: AdminEvent) => void;
  deletingId: string | null;
}

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400';
const td = 'px-4 py-3 align-middle';
const dateOrDash = (iso: string | null) => (iso ? formatDateTime(iso) : '-');

/** Admin screen 14's table: title, start, end, Aktif/Pasif, Telegram, and the row actions. */
export function AdminEventsTable({ events, ...actions }: Props) {
  return (
    <>
      <ul className="space-y-3 md:hidden">
        {events.map((event) => (
          <li key={event.id}>
            <EventRowCard event={event} {...actions} />
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900/60">
        <table className="w-full text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
            <tr>
              <th className={th}>Başlık</th>
              <th className={th}>Başlangıç</th>
              <th className={th}>Bitiş</th>
              <th className={th}>Durum</th>
              <th className={th}>Telegram</th>
              <th className={`${th} text-right`}>İşlemler</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {events.map((event) => (
              <tr key={event.id} className="transition hover:bg-slate-50 dark:hover:bg-slate-800/40">
                <td className={`${td} max-w-72`}>
                  <p className="truncate font-semibold" title={event.title}>
                    {event.title}
                  </p>
                  <div className="mt-1">
                    <EventStatusBadge status={event.status} />
                  </div>
                </td>
                <td className={`${td} whitespace-nowrap text-slate-600 dark:text-slate-300`}>{dateOrDash(event.startDate)}</td>
                <td className={`${td} whitespace-nowrap text-slate-600 dark:text-slate-300`}>{dateOrDash(event.endDate)}</td>
                <td className={td}>
                  <StatusBadge tone={event.isActive ? 'success' : 'neutral'}>{event.isActive ? 'Aktif' : 'Pasif'}</StatusBadge>
                </td>
                <td className={td}>
                  <StatusBadge tone={event.requiresTelegramVerification ? 'info' : 'neutral'}>
                    {event.requiresTelegramVerification ? 'Gerekli' : 'Gerekli Değil'}
                  </StatusBadge>
                </td>
                <td className={td}>
                  <RowActions event={event} {...actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Phones: the same facts and actions as a row, stacked in a card. */
function EventRowCard({ event, ...actions }: Omit<Props, 'events'> & { event: AdminEvent }) {
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900/60">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-semibold break-words">{event.title}</p>
        <EventStatusBadge status={event.status} />
      </div>
      <dl className="grid grid-cols-2 gap-2 text-xs text-slate-500 dark:text-slate-400">
        <div>
          <dt>Başlangıç</dt>
          <dd className="text-sm text-slate-700 dark:text-slate-200">{dateOrDash(event.startDate)}</dd>
        </div>
        <div>
          <dt>Bitiş</dt>
          <dd className="text-sm text-slate-700 dark:text-slate-200">{dateOrDash(event.endDate)}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <StatusBadge tone={event.isActive ? 'success' : 'neutral'}>{event.isActive ? 'Aktif' : 'Pasif'}</StatusBadge>
        <StatusBadge tone={event.requiresTelegramVerification ? 'info' : 'neutral'}>
          Telegram: {event.requiresTelegramVerification ? 'Gerekli' : 'Gerekli Değil'}
        </StatusBadge>
      </div>
      <RowActions event={event} {...actions} />
    </div>
  );
}

function RowActions({ event, onEdit, onDelete, deletingId }: Omit<Props, 'events'> & { event: AdminEvent }) {
  return (
    <div className="flex items-center justify-end gap-1">
      <Link
        to="/admin/etkinlikler/$id/katilimcilar"
        params={{ id: event.id }}
        className={buttonClass('outline', 'sm', 'mr-auto md:mr-1')}
        aria-label={`Katılımcılar (${event.participationCount})`}
        title="Katılımcılar"
      >
        <Users className="size-4" aria-hidden="true" />
        {formatNumber(event.participationCount)}
      </Link>
      <Button variant="ghost" size="icon" aria-label="Düzenle" title="Düzenle" onClick={() => onEdit(event)}>
        <Pencil />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Sil"
        title="Sil"
        className="text-red-600 hover:bg-red-500/10 hover:text-red-700 dark:text-red-400"
        pending={deletingId === event.id}
        onClick={() => onDelete(event)}
      >
        {deletingId !== event.id && <Trash2 />}
      </Button>
    </div>
  );
}
