import { Coins, PackageCheck } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { formatLongDate } from '@/lib/format-date';
import { useUserRewards } from '../api/user-rewards';
import { OrderStatusBadge } from './order-status';

/** 'Aldığınız Ödüller': shown to a member with at least one purchase; statuses follow staff live. */
export function MyRewards() {
  const { data: rewards } = useUserRewards();
  if (!rewards?.length) return null;
  return (
    <section aria-labelledby="my-rewards" className="mt-14" data-testid="my-rewards">
      <h2 id="my-rewards" className="mb-5 flex items-center gap-3 text-2xl font-bold tracking-tight">
        <PackageCheck className="size-6 text-accent-500" aria-hidden="true" />
        Aldığınız Ödüller
        <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          {rewards.length}
        </span>
      </h2>
      <Card className="divide-y divide-slate-100 dark:divide-slate-800">
        {rewards.map((r) => (
          <div key={r.id} className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-center sm:gap-6" data-testid="my-reward">
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words">{r.rewardTitle}</p>
              <p className="text-sm text-slate-500 dark:text-slate-400">{formatLongDate(r.purchasedAt)}</p>
              {r.status === 'cancelled' && (
                <p className="mt-1 text-sm text-red-600 dark:text-red-400">
                  İptal nedeni: {r.cancelReason ?? '-'} · Puanlarınız iade edildi.
                </p>
              )}
            </div>
            <div className="flex items-center justify-between gap-4 sm:justify-end">
              <span className="inline-flex items-center gap-1 font-semibold text-brand-700 tabular-nums dark:text-brand-400">
                <Coins className="size-4" aria-hidden="true" />
                {formatNumber(r.pointsSpent)} puan
              </span>
              <OrderStatusBadge status={r.status} />
            </div>
          </div>
        ))}
      </Card>
    </section>
  );
}
