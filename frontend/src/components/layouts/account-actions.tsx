import type { CurrentUser } from '@app/contracts';
import { Link } from '@tanstack/react-router';
import { LogIn, UserPlus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** The member's half of the header, fetched only when someone is logged in. */
export const loadMemberActions = () => import('./member-actions');
const MemberActions = lazy(() => loadMemberActions().then((m) => ({ default: m.MemberActions })));

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
  const stacked = layout === 'drawer';

  if (user) {
    // On a first load the root loader has fetched the chunk already (src/routes/__root.tsx); after a
    // login it arrives within a round trip, the header keeping the row's height meanwhile.
    return (
      <Suspense fallback={<div className="h-8" />}>
        <MemberActions user={user} stacked={stacked} onNavigate={onNavigate} />
      </Suspense>
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
