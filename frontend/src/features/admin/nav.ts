import { CalendarDays, LayoutDashboard, type LucideIcon } from 'lucide-react';

export interface AdminNavItem {
  label: string;
  /** An /admin path; pages not built yet are cast until they join the route tree. */
  to: string;
  icon: LucideIcon;
  /** Active only on this exact path (the dashboard), not on its children. */
  exact?: boolean;
}

/** The admin sidebar, in order. Each admin screen appends its entry here. */
export const adminNav: AdminNavItem[] = [
  { label: 'Kontrol Paneli', to: '/admin', icon: LayoutDashboard, exact: true },
  { label: 'Etkinlikler', to: '/admin/etkinlikler', icon: CalendarDays },
];
