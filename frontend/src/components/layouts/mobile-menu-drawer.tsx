import type { CurrentUser } from '@app/contracts';
import { CloseButton, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AccountActions } from './account-actions';
import { NavLink } from './nav-link';
import { visibleNavItems } from './nav-items';
import { type SiteLinks, SocialLinks } from './social-links';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  user: CurrentUser | null | undefined;
  settings?: SiteLinks;
}

/** The side menu itself; its own chunk, so Headless UI loads with the first tap on the hamburger. */
export function MobileMenuDrawer({ open, onClose: close, user, settings }: DrawerProps) {
  return (
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
  );
}
