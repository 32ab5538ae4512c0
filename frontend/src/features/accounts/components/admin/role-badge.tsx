import type { Role } from '@app/contracts';
import { type BadgeTone, StatusBadge } from '@/components/ui/status-badge';
import { roleLabels } from '@/lib/roles';

const tones: Record<Role, BadgeTone> = { super_admin: 'accent', editor: 'info', viewer: 'neutral', user: 'neutral' };

export function RoleBadge({ role }: { role: Role }) {
  return <StatusBadge tone={tones[role]}>{roleLabels[role]}</StatusBadge>;
}

/** Aktif, or Engelli for a banned account. */
export function BanBadge({ banned }: { banned: boolean }) {
  return <StatusBadge tone={banned ? 'danger' : 'success'}>{banned ? 'Engelli' : 'Aktif'}</StatusBadge>;
}
