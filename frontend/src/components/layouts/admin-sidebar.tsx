import { Link } from '@tanstack/react-router';
import { ArrowLeft, LogOut, ShieldCheck } from 'lucide-react';
import { adminNav } from './admin-nav';
import { useCurrentUser } from '@/lib/current-user';
import { useLogout } from '@/lib/logout';
import { settle } from '@/lib/mutations';
import { cn } from '@/lib/cn';

const itemClass =
  'group flex h-10 items-center gap-3 rounded-xl px-3 text-sm font-medium text-slate-600 transition ' +
  'hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ' +
  'dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';
const activeClass = '!bg-brand-500/10 !text-brand-700 dark:!text-brand-400';

/**
 * The sidebar's content, used by the desktop column and the mobile drawer. `collapsed` keeps
 * labels for screen readers but shows icons only.
 */
export function AdminSidebarContent({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const logout = useLogout();
  const { data: user } = useCurrentUser();
  const items = adminNav.filter((item) => !item.superAdminOnly || user?.role === 'super_admin');
  const label = (text: string) => <span className={cn('truncate', collapsed && 'sr-only')}>{text}</span>;

  return (
    <div className="flex h-full flex-col gap-6 p-3">
      <div className={cn('flex h-12 items-center gap-3 px-2', collapsed && 'justify-center px-0')}>
        <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-brand-500 to-accent-500 text-white shadow-md shadow-brand-500/30">
          <ShieldCheck className="size-5" aria-hidden="true" />
        </span>
        <p className={cn('text-base font-bold tracking-tight', collapsed && 'sr-only')} data-testid="admin-sidebar-title">
          Yönetim Paneli
        </p>
      </div>

      <nav aria-label="Yönetim menüsü" className="flex flex-1 flex-col gap-1 overflow-y-auto">
        {items.map(({ label: text, to, icon: Icon, exact }) => (
          <Link
            key={to}
            to={to as '/admin'}
            activeOptions={{ exact: !!exact }}
            activeProps={{ className: activeClass }}
            className={cn(itemClass, collapsed && 'justify-center px-0')}
            title={collapsed ? text : undefined}
            onClick={onNavigate}
          >
            <Icon className="size-5 shrink-0" aria-hidden="true" />
            {label(text)}
          </Link>
        ))}
      </nav>

      <div className="flex flex-col gap-1 border-t border-slate-200 pt-3 dark:border-slate-800">
        <Link
          to="/"
          className={cn(itemClass, collapsed && 'justify-center px-0')}
          title={collapsed ? 'Siteye Dön' : undefined}
          onClick={onNavigate}
        >
          <ArrowLeft className="size-5 shrink-0" aria-hidden="true" />
          {label('Siteye Dön')}
        </Link>
        <button
          type="button"
          className={cn(itemClass, 'w-full text-red-600 dark:text-red-400', collapsed && 'justify-center px-0')}
          title={collapsed ? 'Çıkış Yap' : undefined}
          disabled={logout.isPending}
          onClick={() => settle(logout.mutateAsync(), { onSuccess: onNavigate })}
        >
          <LogOut className="size-5 shrink-0" aria-hidden="true" />
          {label('Çıkış Yap')}
        </button>
      </div>
    </div>
  );
}
