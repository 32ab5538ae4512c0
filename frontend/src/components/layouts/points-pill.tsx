import { Link } from '@tanstack/react-router';
import { Coins } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

/** The member's points in the header; the number follows the `auth-user` notice, so it changes live. */
export function PointsPill({ points, className }: { points: number; className?: string }) {
  return (
    <Link
      to="/profil"
      title="Puanlarım"
      aria-label={`Puanınız: ${formatNumber(points)}`}
      data-testid="header-points"
      className={cn(
        'inline-flex h-8 shrink-0 items-center gap-1.5 self-center rounded-full bg-brand-500/12 px-3 text-sm font-semibold text-brand-700',
        'ring-1 ring-brand-500/30 ring-inset transition hover:bg-brand-500/20 dark:text-brand-400',
        'focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
        className,
      )}
    >
      <Coins className="size-4" aria-hidden="true" />
      <span className="tabular-nums">{formatNumber(points)}</span>
    </Link>
  );
}
