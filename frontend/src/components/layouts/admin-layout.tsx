import { CloseButton, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { isStaff } from '@app/contracts';
import { PanelLeft, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { useCurrentUser } from '@/lib/current-user';
import { useHeaderHeight } from '@/lib/header-height';
import { useSidebarOpen } from '@/stores/sidebar-state';
import { cn } from '@/lib/cn';
import { roleLabels } from '@/lib/roles';
import { useIsDesktop } from '@/lib/use-media-query';
import { useOnChange } from '@/lib/use-render-state';
import { AdminSidebarContent } from './admin-sidebar';

/** Sidebar (16rem, collapsible, a drawer under 768 px), top bar and the admin page. */
export function AdminLayout() {
  const { open, toggle } = useSidebarOpen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const pathname = useLocation({ select: (l) => l.pathname });
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const isDesktop = useIsDesktop();
  const header = useRef<HTMLElement>(null);
  useHeaderHeight(header);

  useOnChange([pathname], () => setDrawerOpen(false));

  // The session can end elsewhere (another tab, a socket notice); leave the admin area then.
  useEffect(() => {
    if (user === null) void navigate({ to: '/admin-giris' });
    else if (user && !isStaff(user.role)) void navigate({ to: '/' });
  }, [user, navigate]);

  return (
    <div className="flex min-h-dvh bg-slate-50 dark:bg-slate-950">
      <aside
        data-testid="admin-sidebar"
        data-state={open ? 'expanded' : 'collapsed'}
        className={cn(
          'sticky top-0 hidden h-dvh shrink-0 border-r border-slate-200 bg-white transition-[width] duration-200 md:block dark:border-slate-800 dark:bg-slate-900/60',
          open ? 'w-64' : 'w-[4.5rem]',
        )}
      >
        <AdminSidebarContent collapsed={!open} />
      </aside>

      <Dialog open={drawerOpen} onClose={setDrawerOpen} className="relative z-50 md:hidden">
        <DialogBackdrop
          transition
          className="fixed inset-0 bg-slate-950/60 backdrop-blur-sm transition-opacity duration-200 data-closed:opacity-0"
        />
        <div className="fixed inset-0 flex">
          <DialogPanel
            transition
            className="relative h-full w-64 border-r border-slate-200 bg-white shadow-2xl transition duration-200 ease-out data-closed:-translate-x-full dark:border-slate-800 dark:bg-slate-950"
          >
            <DialogTitle className="sr-only">Yönetim menüsü</DialogTitle>
            <CloseButton as={Button} variant="ghost" size="icon" aria-label="Menüyü kapat" className="absolute top-4 right-3">
              <X />
            </CloseButton>
            <AdminSidebarContent onNavigate={() => setDrawerOpen(false)} />
          </DialogPanel>
        </div>
      </Dialog>

      <div className="flex min-w-0 flex-1 flex-col">
        <header
          ref={header}
          className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/85 px-4 backdrop-blur-md sm:px-6 dark:border-slate-800 dark:bg-slate-950/85"
        >
          {/* One toggle: collapses the column on desktop, opens the drawer on mobile. */}
          <Button
            variant="ghost"
            size="icon"
            aria-label="Kenar çubuğunu aç/kapat"
            aria-expanded={isDesktop ? open : drawerOpen}
            data-testid="sidebar-toggle"
            onClick={() => (isDesktop ? toggle() : setDrawerOpen(true))}
          >
            <PanelLeft />
          </Button>
          <div className="ml-auto flex items-center gap-3">
            {user && (
              <div className="hidden text-right leading-tight sm:block">
                <p className="text-sm font-semibold">{user.username}</p>
                <p className="text-xs text-slate-500 dark:text-slate-400">{roleLabels[user.role]}</p>
              </div>
            )}
            <ThemeToggle />
          </div>
        </header>
        <main className="flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
