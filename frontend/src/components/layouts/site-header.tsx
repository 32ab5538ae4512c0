import { ThemeToggle } from '@/components/ui/theme-toggle';
import { type ReactNode, useRef } from 'react';
import { useCurrentUser } from '@/lib/current-user';
import { useHeaderHeight } from '@/lib/header-height';
import { AccountActions } from './account-actions';
import { MobileMenu } from './mobile-menu';
import { NavLink } from './nav-link';
import { visibleNavItems } from './nav-items';
import { SiteLogo } from './site-logo';
import { type SiteLinks, SocialLinks } from './social-links';

/**
 * Sticky header: logo and account actions on top (beside them the stream's live badge, which the root
 * route hands in from the Kick slice), the nav in its own row below (room for the
 * staff links and a long e-mail at any width). Under 768 px the links move into the side menu.
 */
export function SiteHeader({ settings, liveBadge }: { settings: SiteLinks | undefined; liveBadge?: ReactNode }) {
  const { data: user } = useCurrentUser();
  const header = useRef<HTMLElement>(null);
  useHeaderHeight(header);

  return (
    <header
      ref={header}
      className="sticky top-0 z-40 border-b print:hidden border-slate-200/80 bg-white/85 backdrop-blur-md supports-[backdrop-filter]:bg-white/70 dark:border-slate-800/80 dark:bg-slate-950/85 dark:supports-[backdrop-filter]:bg-slate-950/70"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2.5 sm:px-6">
        <div className="order-1 flex min-h-11 items-center">
          <SiteLogo logoUrl={settings?.logoUrl} />
        </div>

        <nav aria-label="Ana menü" className="order-3 -mx-3 hidden w-full items-center gap-0.5 overflow-x-auto pb-1 md:flex">
          {visibleNavItems(user).map((item) => (
            <NavLink key={item.to} item={item} variant="bar" />
          ))}
        </nav>

        <div className="order-2 ml-auto flex items-center gap-1">
          {liveBadge}
          <div className="hidden md:block">
            <SocialLinks
              telegramUrl={settings?.telegramUrl}
              instagramUrl={settings?.instagramUrl}
              youtubeUrl={settings?.youtubeUrl}
            />
          </div>
          <ThemeToggle />
          <div className="ml-2 hidden md:block">
            <AccountActions user={user} layout="bar" />
          </div>
          <MobileMenu user={user} settings={settings} />
        </div>
      </div>
    </header>
  );
}
