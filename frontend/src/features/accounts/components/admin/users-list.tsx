import type { AdminUser } from '@app/contracts';
import { BadgeCheck, ChevronRight } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { BanBadge, RoleBadge } from './role-badge';

/** The members on a phone: one tappable card each (a seven-column table would hide most of it off-screen). */
export function UsersList({ users, onOpen }: { users: AdminUser[]; onOpen: (id: string) => void }) {
  return (
    <ul className="space-y-3" aria-label="Kullanıcılar">
      {users.map((u) => (
        <li key={u.id} data-testid="admin-user-row">
          <Card className="transition hover:border-slate-300 dark:hover:border-slate-700">
            <button
              type="button"
              onClick={() => onOpen(u.id)}
              aria-label={`${u.username} ayrıntıları`}
              className="flex w-full items-center gap-3 rounded-xl p-4 text-left focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              <div className="min-w-0 flex-1 space-y-1.5">
                <p className="flex items-center gap-1.5 font-semibold break-all">
                  {u.username}
                  {u.telegramVerified && <BadgeCheck className="size-4 shrink-0 text-sky-500" aria-label="Telegram doğrulandı" />}
                </p>
                <p className="text-xs break-all text-slate-500 dark:text-slate-400">{u.email}</p>
                <div className="flex flex-wrap items-center gap-2 pt-0.5">
                  <RoleBadge role={u.role} />
                  <BanBadge user={u} />
                  <span className="text-xs text-slate-500 dark:text-slate-400">{formatDate(u.createdAt)}</span>
                </div>
              </div>
              <div className="shrink-0 text-right">
                <p className="font-bold tabular-nums">{formatNumber(u.points)}</p>
                <p className="text-xs text-slate-500 dark:text-slate-400">puan</p>
              </div>
              <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            </button>
          </Card>
        </li>
      ))}
    </ul>
  );
}
