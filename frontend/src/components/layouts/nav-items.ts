import type { CurrentUser } from '@app/contracts';
import { isStaff } from '@app/contracts/plain';

export interface NavItem {
  label: string;
  to: string;
  /** Who sees the link: everyone, logged-in members, or staff (super_admin, editor). */
  audience: 'all' | 'member' | 'staff';
}

export const navItems: NavItem[] = [
  { label: 'Ana Sayfa', to: '/', audience: 'all' },
  { label: 'Etkinlikler', to: '/etkinlikler', audience: 'all' },
  { label: 'Market', to: '/market', audience: 'all' },
  { label: 'Bilet Sistemi', to: '/bilet-sistemi', audience: 'all' },
  { label: 'Çekilişler', to: '/cekilisler', audience: 'all' },
  { label: 'Bonus Avı', to: '/bonus-avlari', audience: 'all' },
  { label: 'Lider Tablosu', to: '/lider-tablosu', audience: 'all' },
  { label: 'Profil', to: '/profil', audience: 'member' },
  { label: 'Admin Panel', to: '/admin', audience: 'staff' },
];

export function visibleNavItems(user: CurrentUser | null | undefined) {
  return navItems.filter(
    (item) =>
      item.audience === 'all' || (item.audience === 'member' && !!user) || (item.audience === 'staff' && isStaff(user?.role)),
  );
}
