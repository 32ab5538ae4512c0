import type { AdminUser } from '@app/contracts';
import { BadgeCheck } from 'lucide-react';
import { Drawer } from '@/components/ui/drawer';
import { Spinner } from '@/components/ui/spinner';
import { ApiRequestError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date';
import { useAdminUser } from '../../api/admin-users';
import { useCurrentUser } from '@/lib/current-user';
import { useHeld } from '@/lib/use-render-state';
import { AccessControls } from './access-controls';
import { EraseMember } from './erase-member';
import { PointsForm } from './points-form';
import { RecoveryControls } from './recovery-controls';
import { BanBadge, isErased, RoleBadge } from './role-badge';
import { UserHistory, type UserHistoryViews } from './user-history';

function Facts({ user }: { user: AdminUser }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || '—';
  const facts = [
    ['Ad Soyad', name],
    ['Puan', formatNumber(user.points)],
    ['Kayıt', formatDateTime(user.createdAt)],
    ['Telegram', user.telegramVerified ? 'Doğrulandı' : 'Doğrulanmadı'],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {facts.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-slate-200 px-3 py-2.5 dark:border-slate-800">
          <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</dt>
          <dd className="mt-0.5 font-semibold break-words tabular-nums" data-testid={`user-fact-${label}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function DrawerBody({ userId, views }: { userId: string; views: UserHistoryViews }) {
  const { data: user, error, isPending } = useAdminUser(userId);
  const { data: me } = useCurrentUser();
  if (isPending) return <Spinner />;
  if (!user) {
    const gone = error instanceof ApiRequestError && error.status === 404;
    return <p className="text-slate-500">{gone ? 'Kullanıcı bulunamadı.' : 'Kullanıcı yüklenemedi.'}</p>;
  }
  const self = me?.id === user.id;
  // Nothing is left to act on: no login, no role, no points to correct; the history stays, without names.
  if (isErased(user))
    return (
      <>
        <Facts user={user} />
        <p className="mt-6 rounded-xl border border-slate-200 px-4 py-3 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
          Bu üyenin hesabı silindi (KVKK): kişisel verileri tutulmuyor ve hesapta işlem yapılamaz. Puan, bilet ve sipariş
          kayıtları isimsiz olarak aşağıdadır.
        </p>
        <UserHistory userId={user.id} views={views} />
      </>
    );
  return (
    <>
      <Facts user={user} />
      {me?.role === 'super_admin' && <AccessControls user={user} self={self} />}
      {me?.role === 'super_admin' && <RecoveryControls user={user} self={self} />}
      <PointsForm user={user} self={self} />
      <UserHistory userId={user.id} views={views} />
      {me?.role === 'super_admin' && <EraseMember key={user.id} user={user} />}
    </>
  );
}

/** The member's drawer: who they are, role and ban (super_admin), a manual correction, and their history. */
export function UserDrawer({
  userId,
  onClose,
  views,
}: {
  userId: string | undefined;
  onClose: () => void;
  views: UserHistoryViews;
}) {
  // Keep showing the last member while the drawer slides out.
  const id = useHeld(userId, !!userId);
  const { data: user } = useAdminUser(id);
  return (
    <Drawer
      open={!!userId}
      onClose={onClose}
      title={
        <span className="flex items-center gap-2">
          {user?.username ?? 'Kullanıcı'}
          {user?.telegramVerified && <BadgeCheck className="size-5 text-sky-500" aria-label="Telegram doğrulandı" />}
        </span>
      }
      description={
        user && (
          <span className="flex flex-wrap items-center gap-2">
            <span className="break-all">{user.email}</span>
            <RoleBadge role={user.role} />
            <BanBadge user={user} />
          </span>
        )
      }
    >
      {id && <DrawerBody userId={id} views={views} />}
    </Drawer>
  );
}
