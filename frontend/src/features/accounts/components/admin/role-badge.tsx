import type { AdminUser, Role } from '@app/contracts';
import { type BadgeTone, StatusBadge } from '@/components/ui/status-badge';
import { roleLabels } from '@/lib/roles';

const tones: Record<Role, BadgeTone> = { super_admin: 'accent', editor: 'info', viewer: 'neutral', user: 'neutral' };

export function RoleBadge({ role }: { role: Role }) {
  return <StatusBadge tone={tones[role]}>{roleLabels[role]}</StatusBadge>;
}

/** An account erased on request (KVKK), as the server says it. */
export const isErased = (user: Pick<AdminUser, 'erased'>) => user.erased;

/** Aktif, Engelli for a banned account, or Silindi for an erased one (which the server also reads as banned). */
export function BanBadge({ user }: { user: Pick<AdminUser, 'banned' | 'erased'> }) {
  if (isErased(user)) return <StatusBadge tone="neutral">Silindi</StatusBadge>;
  return <StatusBadge tone={user.banned ? 'danger' : 'success'}>{user.banned ? 'Engelli' : 'Aktif'}</StatusBadge>;
}
