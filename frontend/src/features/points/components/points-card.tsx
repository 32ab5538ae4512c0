import { Link } from '@tanstack/react-router';
import { Coins, ShoppingBag } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';

/** Profile: the balance, with the way to spend it. */
export function PointsCard({ points }: { points: number }) {
  return (
    <Card className="relative overflow-hidden p-6">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-20 -right-16 size-56 rounded-full bg-gradient-to-br from-brand-500/30 to-accent-500/30 blur-3xl"
      />
      <div className="relative flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-brand-500 to-accent-500 text-white shadow-lg shadow-brand-500/25">
            <Coins className="size-6" aria-hidden="true" />
          </span>
          <div>
            <p className="text-sm font-medium text-slate-500 dark:text-slate-400">Toplam Puanınız</p>
            <p className="text-3xl font-extrabold tracking-tight tabular-nums" data-testid="profile-points">
              {formatNumber(points)}
            </p>
          </div>
        </div>
        {/* The market page belongs to the rewards slice; cast until it joins the route tree. */}
        <Link to={'/market'} className={buttonClass('primary', 'md')}>
          <ShoppingBag className="size-4" aria-hidden="true" />
          Markete Git
        </Link>
      </div>
      <p className="relative mt-4 text-sm text-slate-600 dark:text-slate-400">
        Yayın linkinizi ve sosyal medya hesaplarınızı doğrulayarak puan kazanın, puanlarınızı markette ödüllere dönüştürün.
      </p>
    </Card>
  );
}
