import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import type { SiteLinks } from './social-links';

/** Header, page and footer for every public and member page. */
export function SiteLayout({
  settings,
  liveBadge,
  children,
}: {
  settings: SiteLinks | undefined;
  liveBadge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader settings={settings} liveBadge={liveBadge} />
      <main id="main" className="flex flex-1 flex-col">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
