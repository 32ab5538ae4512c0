import type { CurrentUser } from '@app/contracts';
import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useLogout } from '@/lib/logout';
import { settle } from '@/lib/mutations';
import { PointsPill } from './points-pill';
import { cn } from '@/lib/cn';

const displayName = (user: CurrentUser) => user.firstName?.trim() || user.email;

/**
 * A logged-in member's points, name and 'Çıkış Yap'. Its own chunk: a guest's first page needs none of
 * it, nor TanStack Query's mutation code that logging out brings (account-actions.tsx loads it).
 */
export function MemberActions({ user, stacked, onNavigate }: { user: CurrentUser; stacked: boolean; onNavigate?: () => void }) {
  const logout = useLogout();
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
        onClick={() => settle(logout.mutateAsync(), { onSuccess: onNavigate })}
      >
        {!logout.isPending && <LogOut className="size-4" aria-hidden="true" />}
        Çıkış Yap
      </Button>
    </div>
  );
}
