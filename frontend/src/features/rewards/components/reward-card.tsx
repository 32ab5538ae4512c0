import type { PublicReward } from '@app/contracts';
import { Coins, Gift, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { formatNumber } from '@/lib/format';
import { isSoldOut, StockBadge } from './stock-badge';

function RewardImage({ reward, priority }: { reward: PublicReward; priority: boolean }) {
  const [broken, setBroken] = useState(false);
  if (!reward.imageUrl || broken) {
    return (
      <div className="grid size-full place-items-center bg-gradient-to-br from-brand-500/80 via-accent-500/70 to-accent-700/80">
        <Gift className="size-14 text-white/90 drop-shadow" aria-hidden="true" />
      </div>
    );
  }
  return (
    <ResponsiveImage
      src={reward.imageUrl}
      sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
      maxWidth={640}
      width={400}
      height={250}
      alt={reward.title}
      priority={priority}
      className="size-full object-cover"
      onError={() => setBroken(true)}
    />
  );
}

interface RewardCardProps {
  reward: PublicReward;
  /** The member's balance; null for a guest (who may press buy and is sent to log in). */
  points: number | null;
  /** A purchase is running (any reward): every buy button waits. */
  busy: boolean;
  /** This card's purchase is the one running. */
  pending: boolean;
  onBuy: (reward: PublicReward) => void;
  /** The first card: its picture is the largest paint on a phone, fetched at once rather than lazily. */
  priority?: boolean;
}

/** One reward of the market: picture with the stock badge, title, description, cost and the buy button. */
export function RewardCard({ reward, points, busy, pending, onBuy, priority = false }: RewardCardProps) {
  const soldOut = isSoldOut(reward.stock);
  const lacking = points !== null && points < reward.pointsCost;
  const label = soldOut ? 'Tükendi' : lacking ? 'Yetersiz Puan' : 'Satın Al';
  return (
    <Card
      className="group flex flex-col overflow-hidden transition hover:-translate-y-0.5 hover:shadow-lg hover:shadow-brand-500/10"
      data-testid="reward-card"
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-slate-200 dark:bg-slate-800">
        <RewardImage reward={reward} priority={priority} />
        <StockBadge stock={reward.stock} className="absolute top-3 left-3" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 className="text-lg leading-snug font-bold tracking-tight">{reward.title}</h2>
        <p className="line-clamp-3 text-sm whitespace-pre-line text-slate-600 dark:text-slate-400">{reward.description}</p>
        <div className="mt-auto flex items-center justify-between gap-3 border-t border-slate-100 pt-4 dark:border-slate-800">
          <span className="inline-flex items-center gap-1.5 text-lg font-extrabold text-brand-700 tabular-nums dark:text-brand-400">
            <Coins className="size-5" aria-hidden="true" />
            {formatNumber(reward.pointsCost)}
            <span className="text-sm font-semibold text-slate-500 dark:text-slate-400">puan</span>
          </span>
          <Button
            onClick={() => onBuy(reward)}
            disabled={soldOut || lacking || busy}
            pending={pending}
            variant={soldOut || lacking ? 'outline' : 'primary'}
            aria-label={`${reward.title}: ${label}`}
          >
            {!pending && !soldOut && !lacking && <ShoppingCart className="size-4" aria-hidden="true" />}
            {label}
          </Button>
        </div>
      </div>
    </Card>
  );
}
