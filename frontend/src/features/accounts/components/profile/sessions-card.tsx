import type { ActiveSession } from '@app/contracts';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/load-failed';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useEndOtherSessions, useEndSession, useSessions } from '../../api/sessions';

/** /profil "Oturumlarım": where the member is logged in; any other session can be closed, or all of them. */
export function SessionsCard() {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;
  return (
    <Card className="p-5 sm:p-6" aria-labelledby="sessions-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="sessions-title" className="flex items-center gap-2 text-lg font-bold">
            <MonitorSmartphone className="size-5 text-accent-500" aria-hidden="true" /> Oturumlarım
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Hesabınıza giriş yapılmış cihazlar.</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={others === 0}
          pending={endOthers.isPending}
          onClick={() => endOthers.mutate(undefined, { onSuccess: ({ message }) => toast.success(message) })}
        >
          <LogOut className="size-4" aria-hidden="true" /> Diğer oturumları kapat
        </Button>
      </div>
      {sessions.error && !sessions.data ? (
        <div className="mt-4">
          <LoadFailed what="Oturumlar" query={sessions} />
        </div>
      ) : (
        <ul
          className="mt-4 divide-y divide-slate-200 dark:divide-slate-800"
          data-testid="sessions"
          aria-busy={sessions.isPending}
        >
          {sessions.data && thisOneFirst(sessions.data).map((s) => <SessionRow key={s.id} session={s} />)}
        </ul>
      )}
    </Card>
  );
}

/** This device on top, the others newest first, as the server lists them. */
const thisOneFirst = (list: ActiveSession[]) => [...list.filter((s) => s.current), ...list.filter((s) => !s.current)];

const facts = (s: ActiveSession) => [
  ['Adres', s.address],
  ['Başladı', formatDateTime(s.createdAt)],
  ['Son kullanım', formatDateTime(s.lastSeenAt)],
];

function SessionRow({ session: s }: { session: ActiveSession }) {
  const end = useEndSession();
  const name = `${s.browser} · ${s.os}`;
  return (
    <li className="flex items-start justify-between gap-3 py-3" data-testid="session">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <span className="break-words">{name}</span>
          {s.current && (
            <span className="rounded-full bg-emerald-500/15 px-2 py-0.5 text-xs font-semibold text-emerald-700 dark:text-emerald-400">
              bu cihaz
            </span>
          )}
        </p>
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-slate-600 dark:text-slate-400">
          {facts(s).map(([label, value]) => (
            <div key={label} className="flex gap-1">
              <dt>{label}:</dt>
              <dd className="tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {!s.current && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Oturumu kapat: ${name}`}
          pending={end.isPending}
          onClick={() => end.mutate(s.id, { onSuccess: ({ message }) => toast.success(message) })}
        >
          Kapat
        </Button>
      )}
    </li>
  );
}
