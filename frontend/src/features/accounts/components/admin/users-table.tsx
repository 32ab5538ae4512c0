import type { AdminUser } from '@app/contracts';
import { BadgeCheck, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Table, Td, Th } from '@/components/ui/table';
import { formatNumber } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { BanBadge, RoleBadge } from './role-badge';

const fullName = (u: AdminUser) => [u.firstName, u.lastName].filter(Boolean).join(' ');

/** One row per account; the row (or its button) opens the drawer (from 768 px; phones get `UsersList`). */
export function UsersTable({ users, onOpen }: { users: AdminUser[]; onOpen: (id: string) => void }) {
  return (
    <Table aria-label="Kullanıcılar" className="min-w-[860px]">
      <thead>
        <tr>
          <Th>Kullanıcı</Th>
          <Th className="whitespace-nowrap">Ad Soyad</Th>
          <Th>Rol</Th>
          <Th className="text-right">Puan</Th>
          <Th>Durum</Th>
          <Th>Kayıt</Th>
          <Th className="text-right">
            <span className="sr-only">İşlemler</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {users.map((u) => (
          <tr
            key={u.id}
            data-testid="admin-user-row"
            className="cursor-pointer transition hover:bg-slate-50 dark:hover:bg-slate-800/40"
            onClick={() => onOpen(u.id)}
          >
            <Td>
              <p className="flex items-center gap-1.5 font-semibold break-all">
                {u.username}
                {u.telegramVerified && <BadgeCheck className="size-4 text-sky-500" aria-label="Telegram doğrulandı" />}
              </p>
              <p className="text-xs break-all text-slate-500 dark:text-slate-400">{u.email}</p>
            </Td>
            <Td className="text-slate-600 dark:text-slate-300">{fullName(u) || '—'}</Td>
            <Td>
              <RoleBadge role={u.role} />
            </Td>
            <Td className="text-right font-semibold tabular-nums">{formatNumber(u.points)}</Td>
            <Td>
              <BanBadge user={u} />
            </Td>
            <Td className="whitespace-nowrap text-slate-500 dark:text-slate-400">{formatDate(u.createdAt)}</Td>
            <Td className="text-right">
              <Button
                size="sm"
                variant="ghost"
                aria-label={`${u.username} ayrıntıları`}
                onClick={(e) => {
                  e.stopPropagation();
                  onOpen(u.id);
                }}
              >
                Ayrıntılar <ChevronRight className="size-4" aria-hidden="true" />
              </Button>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
