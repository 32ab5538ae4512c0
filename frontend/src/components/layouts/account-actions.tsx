import type { CurrentUser } from '@app/contracts';
import { Link } from '@tanstack/react-router';
import { LogIn, LogOut, UserPlus } from 'lucide-react';
import { Button, buttonClass } from '@/components/ui/button';
import { useLogout } from '@/features/accounts/api/logout';
import { PointsPill } from '@/features/points/components/points-pill';
import { cn } from '@/lib/cn';

export const displayName = (user: CurrentUser) => user.firstName?.trim() || user.email;

/** Logged in: the member's name and 'Çıkış Yap'; guest: 'Giriş Yap' and 'Kayıt Ol'. */
export function AccountActions({
  user,
  layout,
  onNavigate,
}: {
  user: CurrentUser | null | undefined;
  layout: 'bar' | 'drawer';
  onNavigate?: () => void;
}) {
  const logout = useLogout();
  const stacked = layout === 'drawer';

  if (user) {
    return (
      <div className={cn('flex items-center gap-2', stacked && 'flex-col items-stretch')}>
        <PointsPill points={user.points} />
        <span
          className={cn(
            'flex min-w-0 items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-200',
            stacked && 'px-1 pb-1',
          )}
        >
          <span
            className="grid size-8 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 text-xs font-bold text-white uppercase"
            aria-hidden="true"
          >
            {displayName(user).charAt(0)}
          </span>
          <span className="max-w-[11rem] truncate" data-testid="header-user-name">
            {displayName(user)}
          </span>
        </span>
        <Button
          variant="outline"
          size={stacked ? 'lg' : 'sm'}
          pending={logout.isPending}
          onClick={() => logout.mutate(undefined, { onSuccess: onNavigate })}
        >
          {!logout.isPending && <LogOut className="size-4" aria-hidden="true" />}
          Çıkış Yap
        </Button>
      </div>
    );
  }

  const size = stacked ? 'lg' : 'sm';
  return (
    <div className={cn('flex items-center gap-2', stacked && 'flex-col items-stretch')}>
      <Link to="/giris" className={buttonClass('outline', size)} onClick={onNavigate}>
        <LogIn className="size-4" aria-hidden="true" />
        Giriş Yap
      </Link>
      <Link to="/kayit" className={buttonClass('primary', size)} onClick={onNavigate}>
        <UserPlus className="size-4" aria-hidden="true" />
        Kayıt Ol
      </Link>
    </div>
  );
}
