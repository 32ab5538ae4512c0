import { Link } from '@tanstack/react-router';
import { cn } from '@/lib/cn';
import type { NavItem } from './nav-items';

const styles = {
  bar:
    'whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 ' +
    'dark:text-slate-300 dark:hover:bg-slate-800/70 dark:hover:text-white',
  drawer:
    'flex items-center rounded-xl px-4 py-3 text-base font-medium text-slate-700 transition hover:bg-slate-100 ' +
    'dark:text-slate-200 dark:hover:bg-slate-800',
};
const active = '!text-brand-700 dark:!text-brand-400 bg-brand-500/10 dark:bg-brand-500/10';

export function NavLink({ item, variant, onNavigate }: { item: NavItem; variant: keyof typeof styles; onNavigate?: () => void }) {
  return (
    <Link
      // Pages built later (/market, ...) are not in the route tree yet; until then they hit the 404 page.
      to={item.to as '/'}
      activeOptions={{ exact: item.to === '/' }}
      activeProps={{ className: active }}
      className={cn(styles[variant], 'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500')}
      onClick={onNavigate}
    >
      {item.label}
    </Link>
  );
}
