import type { CurrentUser } from '@app/contracts';
import { CloseButton, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useLocation } from '@tanstack/react-router';
import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { SiteSettings } from '@/features/settings/api/get-site-settings';
import { AccountActions } from './account-actions';
import { NavLink } from './nav-link';
import { visibleNavItems } from './nav-items';
import { SocialLinks } from './social-links';

/** Under 768 px: a hamburger that opens a side menu with the same links. */
export function MobileMenu({ user, settings }: { user: CurrentUser | null | undefined; settings?: SiteSettings }) {
  const [open, setOpen] = useState(false);
  const pathname = useLocation({ select: (l) => l.pathname });
  const close = () => setOpen(false);

  // Any navigation (link, back button, redirect) closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Menüyü aç"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Menu />
      </Button>
      <Dialog open={open} onClose={close} className="relative z-50 md:hidden">
        <DialogBackdrop
          transition
          className="fixed inset-0 bg-slate-950/60 backdrop-blur-sm transition-opacity duration-200 data-closed:opacity-0"
        />
        <div className="fixed inset-0 flex justify-end">
          <DialogPanel
            transition
            data-testid="mobile-menu"
            className="flex h-full w-[85vw] max-w-xs flex-col gap-6 overflow-y-auto border-l border-slate-200 bg-white p-5 shadow-2xl transition duration-200 ease-out data-closed:translate-x-full dark:border-slate-800 dark:bg-slate-950"
          >
            <div className="flex items-center justify-between">
              <DialogTitle className="text-lg font-bold">Menü</DialogTitle>
              <CloseButton as={Button} variant="ghost" size="icon" aria-label="Menüyü kapat">
                <X />
              </CloseButton>
            </div>
            <nav aria-label="Mobil menü" className="flex flex-col gap-1">
              {visibleNavItems(user).map((item) => (
                <NavLink key={item.to} item={item} variant="drawer" onNavigate={close} />
              ))}
            </nav>
            <SocialLinks
              telegramUrl={settings?.telegramUrl}
              instagramUrl={settings?.instagramUrl}
              youtubeUrl={settings?.youtubeUrl}
            />
            <div className="mt-auto border-t border-slate-200 pt-5 dark:border-slate-800">
              <AccountActions user={user} layout="drawer" onNavigate={close} />
            </div>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
