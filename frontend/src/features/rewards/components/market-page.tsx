import type { PublicReward } from '@app/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import { Coins, Gift, LogIn } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageEmptyState } from '@/components/ui/empty-state';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { useCurrentUser } from '@/lib/current-user';
import { ApiRequestError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { showError, toast } from '@/lib/toast';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageGlow } from '@/components/ui/page-glow';
import { useActiveRewards } from '../api/get-rewards';
import { usePurchaseReward } from '../api/user-rewards';
import { MyRewards } from './my-rewards';
import { RewardCard } from './reward-card';

const REDIRECT_DELAY_MS = 500;
const confirmText = (r: PublicReward, points: number) =>
  `'${r.title}' ödülü için ${formatNumber(r.pointsCost)} puan harcanacak. Kalan puanınız: ${formatNumber(Math.max(0, points - r.pointsCost))}.`;
const lackingText = (cost: number) => `Bu ödül için ${formatNumber(cost)} puan gerekiyor`;

function Skeleton() {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Ödüller yükleniyor">
      {[0, 1, 2].map((i) => (
        <Card key={i} className="overflow-hidden" data-testid="reward-skeleton">
          <div className="aspect-[16/10] animate-pulse bg-slate-200 dark:bg-slate-800" />
          <div className="space-y-3 p-5">
            <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
            <div className="h-4 w-full animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
            <div className="h-4 w-5/6 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
            <div className="flex justify-between pt-3">
              <div className="h-7 w-20 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
              <div className="h-10 w-28 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
            </div>
          </div>
        </Card>
      ))}
    </div>
  );
}

function Balance({ points }: { points: number | null }) {
  if (points === null) {
    return (
      <Link to="/giris" search={{ redirect: '/market' }} className={buttonClass('outline', 'md')}>
        <LogIn className="size-4" aria-hidden="true" /> Ödül almak için giriş yapın
      </Link>
    );
  }
  return (
    <div className="inline-flex items-center gap-3 rounded-xl bg-gradient-to-r from-brand-500 to-accent-500 px-5 py-3 text-white shadow-lg shadow-brand-500/20">
      <Coins className="size-6" aria-hidden="true" />
      <div>
        <p className="text-xs font-medium text-white/80">Puanınız</p>
        <p className="text-2xl leading-none font-extrabold tabular-nums" data-testid="market-points">
          {formatNumber(points)}
        </p>
      </div>
    </div>
  );
}

/** /market (spec §2 Points market): rewards, the member's points, the purchase with its confirmation. */
export function MarketPage() {
  const { data: user } = useCurrentUser();
  const list = useActiveRewards();
  const { data: rewards, isPending, isError } = list;
  const purchase = usePurchaseReward();
  const navigate = useNavigate();
  // The reward stays set while the dialog fades out, so its text does not blank mid-animation.
  const [dialog, setDialog] = useState<{ open: boolean; reward: PublicReward | null }>({ open: false, reward: null });
  const close = () => setDialog((d) => ({ ...d, open: false }));
  const points = user ? user.points : null;

  const toLogin = () => {
    toast.error('Giriş Gerekli', { description: 'Ödül satın almak için giriş yapmalısınız.' });
    setTimeout(() => void navigate({ to: '/giris', search: { redirect: '/market' } }), REDIRECT_DELAY_MS);
  };
  const onBuy = (reward: PublicReward) => {
    if (!user) return toLogin();
    if (user.points < reward.pointsCost)
      return void toast.error('Yetersiz Puan', { description: lackingText(reward.pointsCost) });
    setDialog({ open: true, reward });
  };
  const confirm = () => {
    const { reward } = dialog;
    if (!reward) return;
    purchase.mutate(reward.id, {
      onSuccess: () => toast.success('Başarılı', { description: `'${reward.title}' satın alındı.` }),
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 401) return toLogin();
        if (error instanceof ApiRequestError && error.code === 'insufficient_points') {
          return void toast.error('Yetersiz Puan', { description: lackingText(reward.pointsCost) });
        }
        showError(error);
      },
      onSettled: close,
    });
  };

  return (
    <div className="relative isolate flex-1">
      <PageGlow />
      <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        <div className="mb-10 flex flex-wrap items-end justify-between gap-6">
          <div>
            <h1 className="text-3xl font-black tracking-tight sm:text-4xl">Puan Marketi</h1>
            <p className="mt-2 text-slate-600 dark:text-slate-400">Kazandığınız puanları ödüllere dönüştürün.</p>
          </div>
          <Balance points={points} />
        </div>
        {isPending ? (
          <Skeleton />
        ) : isError ? (
          <LoadFailed what="Ödüller" query={list} />
        ) : rewards.length === 0 ? (
          <PageEmptyState
            icon={Gift}
            title="Henüz Ödül Yok"
            text="Yeni ödüller eklendiğinde burada görünecek."
            className="mx-auto max-w-2xl"
          />
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {rewards.map((r, i) => (
              <RewardCard
                key={r.id}
                reward={r}
                priority={i === 0}
                points={points}
                busy={purchase.isPending}
                pending={purchase.isPending && purchase.variables === r.id}
                onBuy={onBuy}
              />
            ))}
          </div>
        )}
        {user && <MyRewards />}
      </section>
      <LazyConfirmDialog
        open={dialog.open}
        onClose={close}
        onConfirm={confirm}
        pending={purchase.isPending}
        destructive={false}
        title="Satın almayı onaylıyor musunuz?"
        description={dialog.reward ? confirmText(dialog.reward, points ?? 0) : ''}
        confirmLabel="Satın Al"
        cancelLabel="Vazgeç"
      />
    </div>
  );
}
