import type { CurrentUser } from '@app/contracts';
import { useLocation } from '@tanstack/react-router';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useOnChange } from '@/lib/use-render-state';
import type { SiteLinks } from './social-links';

const MobileMenuDrawer = lazy(() => import('./mobile-menu-drawer').then((m) => ({ default: m.MobileMenuDrawer })));

/** Under 768 px: a hamburger that opens a side menu with the same links. */
export function MobileMenu({ user, settings }: { user: CurrentUser | null | undefined; settings?: SiteLinks }) {
  const [open, setOpen] = useState(false);
  // The drawer (and Headless UI with it) is fetched on the first tap, then kept for its closing transition.
  const [wanted, setWanted] = useState(false);
  const pathname = useLocation({ select: (l) => l.pathname });

  // Any navigation (link, back button, redirect) closes the menu.
  useOnChange([pathname], () => setOpen(false));

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Menüyü aç"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu />
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onClose={() => setOpen(false)} user={user} settings={settings} />
        </Suspense>
      )}
    </>
  );
}
