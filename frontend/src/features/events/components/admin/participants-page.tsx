import type { Participation } from '@app/contracts';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, UsersRound } from 'lucide-react';
import { AdminPage } from '@/components/layouts/admin-page';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DownloadLink } from '@/components/ui/download-link';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableHead, Td } from '@/components/ui/table';
import { formatNumber } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date';
import { isNotFound } from '@/lib/api-client';
import { participantsCsvUrl, useEventParticipants } from '../../api/get-event-participants';
import { EventStatusBadge } from '../event-status-badge';
import { CopyMessagesButton } from './copy-messages-button';

const dateOrDash = (iso: string | null) => (iso ? formatDateTime(iso) : '-');

const back = (
  <Link to="/admin/etkinlikler" className={buttonClass('ghost', 'sm')}>
    <ArrowLeft className="size-4" aria-hidden="true" />
    Etkinlikler
  </Link>
);

/** Spec admin screen 15: 'Etkinlik bulunamadı' (on the first load, or when the event goes while open). */
export function ParticipantsNotFound() {
  return (
    <AdminPage title="Etkinlik bulunamadı" actions={back}>
      <p className="text-slate-500">Bu etkinlik silinmiş olabilir.</p>
    </AdminPage>
  );
}

/** /admin/etkinlikler/{id}/katilimcilar: the event and who joined it, live. */
export function ParticipantsPage({ id }: { id: string }) {
  const query = useEventParticipants(id);
  const { data: event, error, isPending } = query;
  if (isPending) return <Spinner />;
  if (isNotFound(error)) return <ParticipantsNotFound />;
  if (!event) {
    return (
      <AdminPage title="Katılımcılar" actions={back}>
        <LoadFailed what="Katılımcılar" query={query} />
      </AdminPage>
    );
  }
  const participations = event.participations ?? [];

  return (
    <AdminPage
      title={event.title}
      description="Katılımcılar"
      actions={
        <>
          {back}
          <DownloadLink href={participantsCsvUrl(id)} />
          <CopyMessagesButton messages={participations.map((p) => p.message)} />
        </>
      }
    >
      <Card className="space-y-3 p-5">
        <div className="flex flex-wrap items-center gap-3">
          <EventStatusBadge status={event.status} />
          <span className="text-sm text-slate-500 dark:text-slate-400">
            Başlangıç: {dateOrDash(event.startDate)} · Bitiş: {dateOrDash(event.endDate)}
          </span>
        </div>
        <p className="text-sm whitespace-pre-line break-words text-slate-700 dark:text-slate-300">{event.description}</p>
      </Card>
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <UsersRound className="size-5 text-brand-500" aria-hidden="true" />
        Katılımcılar
        <span
          data-testid="participants-count"
          className="rounded-full bg-brand-500/15 px-2 py-0.5 text-xs font-semibold text-brand-700 dark:text-brand-400"
        >
          {formatNumber(participations.length)}
        </span>
      </h2>
      {participations.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center text-slate-500 dark:border-slate-700">
          Henüz katılımcı yok
        </p>
      ) : (
        <ParticipantsTable participations={participations} />
      )}
    </AdminPage>
  );
}

function ParticipantsTable({ participations }: { participations: Participation[] }) {
  return (
    <Table aria-label="Katılımcılar">
      <TableHead columns={['Kullanıcı', 'Telegram', 'Mesaj', 'Katılım Tarihi']} />
      <tbody>
        {participations.map((p) => (
          <tr key={p.id} className="align-top">
            <Td className="font-medium">{p.username || p.userEmail || '-'}</Td>
            <Td className="text-sky-600 dark:text-sky-400">
              {p.telegramUsername ? `@${p.telegramUsername.replace(/^@/, '')}` : '-'}
            </Td>
            <Td className="max-w-md whitespace-pre-wrap break-words">{p.message}</Td>
            <Td className="whitespace-nowrap text-slate-600 dark:text-slate-300">{formatDateTime(p.createdAt)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
