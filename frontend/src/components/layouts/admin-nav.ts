import { CalendarDays, LayoutDashboard, type LucideIcon } from 'lucide-react';
import { ShoppingBag } from 'lucide-react';
import { Building2, GalleryHorizontal, Images, LayoutGrid, Settings, Share2 } from 'lucide-react';
import { BadgeCheck, Radio, ShieldQuestionMark } from 'lucide-react';
import { ChartColumn } from 'lucide-react';
import { Building, Crosshair, Dices, Ticket } from 'lucide-react';
import { ScrollText, UsersRound } from 'lucide-react';
import { LockKeyhole, Tv } from 'lucide-react';

export interface AdminNavItem {
  label: string;
  /** An /admin path; pages not built yet are cast until they join the route tree. */
  to: string;
  icon: LucideIcon;
  /** Active only on this exact path (the dashboard), not on its children. */
  exact?: boolean;
  /** Shown to super_admins only (the server refuses everyone else anyway). */
  superAdminOnly?: boolean;
}

/** The admin sidebar, in order. Each admin screen appends its entry here. */
export const adminNav: AdminNavItem[] = [
  { label: 'Kontrol Paneli', to: '/admin', icon: LayoutDashboard, exact: true },
  { label: 'Trafik İstatistikleri', to: '/admin/analytics', icon: ChartColumn },
  { label: 'Kartlar', to: '/admin/cards', icon: LayoutGrid },
  { label: 'Ana Sayfa Bannerları', to: '/admin/banners', icon: Images },
  { label: 'Kayan Bannerlar', to: '/admin/sliding-banners', icon: GalleryHorizontal },
  { label: 'Firmalar', to: '/admin/companies', icon: Building2 },
  { label: 'Bilet Firmaları', to: '/admin/ticket-companies', icon: Building },
  { label: 'Bilet Başvuruları', to: '/admin/tickets', icon: Ticket },
  { label: 'Çekilişler', to: '/admin/cekilisler', icon: Dices },
  { label: 'Bonus Avları', to: '/admin/bonus-avlari', icon: Crosshair },
  { label: 'Site Ayarları', to: '/admin/settings', icon: Settings },
  { label: 'Sosyal Medya & Logo', to: '/admin/social-media', icon: Share2 },
  { label: 'Etkinlikler', to: '/admin/etkinlikler', icon: CalendarDays },
  { label: 'Yayın Doğrulama', to: '/admin/streaming-verification', icon: Radio },
  { label: 'Doğrulama Ayarları', to: '/admin/social-verification-settings', icon: BadgeCheck },
  { label: 'Bekleyen Doğrulamalar', to: '/admin/pending-verifications', icon: ShieldQuestionMark },
  { label: 'Market Yönetimi', to: '/admin/rewards', icon: ShoppingBag },
  { label: 'Kullanıcılar', to: '/admin/kullanicilar', icon: UsersRound },
  { label: 'Kick', to: '/admin/kick', icon: Tv },
  { label: 'Denetim Kaydı', to: '/admin/denetim', icon: ScrollText, superAdminOnly: true },
  { label: 'Güvenlik', to: '/admin/guvenlik', icon: LockKeyhole },
];
