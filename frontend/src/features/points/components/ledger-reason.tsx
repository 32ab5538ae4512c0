import type { LedgerReason } from '@app/contracts';
import {
  Coins,
  Gift,
  Heart,
  MessageCircle,
  Radio,
  RotateCcw,
  ShoppingBag,
  SlidersHorizontal,
  Star,
  Ticket,
  Trophy,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { InstagramIcon, TelegramIcon, YoutubeIcon } from '@/components/ui/brand-icons';
import { cn } from '@/lib/cn';

const KICK_TINT = 'bg-lime-500/15 text-lime-700 dark:text-lime-400';

type Icon = LucideIcon | ComponentType<SVGProps<SVGSVGElement>>;

/** Each reason's label (for screen readers and the tooltip), icon and tint. */
export const LEDGER_REASONS: Record<LedgerReason, { label: string; icon: Icon; tint: string }> = {
  telegram: { label: 'Telegram doğrulaması', icon: TelegramIcon, tint: 'bg-sky-500/15 text-sky-600 dark:text-sky-400' },
  youtube: { label: 'YouTube doğrulaması', icon: YoutubeIcon, tint: 'bg-red-500/15 text-red-600 dark:text-red-400' },
  instagram: { label: 'Instagram doğrulaması', icon: InstagramIcon, tint: 'bg-pink-500/15 text-pink-600 dark:text-pink-400' },
  stream: { label: 'Yayın doğrulaması', icon: Radio, tint: 'bg-violet-500/15 text-violet-600 dark:text-violet-400' },
  ticket: { label: 'Bilet başvurusu', icon: Ticket, tint: 'bg-brand-500/15 text-brand-700 dark:text-brand-400' },
  purchase: { label: 'Market alışverişi', icon: ShoppingBag, tint: 'bg-amber-500/15 text-amber-700 dark:text-amber-400' },
  refund: { label: 'İade', icon: RotateCcw, tint: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-400' },
  adjustment: { label: 'Puan düzeltmesi', icon: SlidersHorizontal, tint: 'bg-slate-500/15 text-slate-600 dark:text-slate-300' },
  hunt_entry: { label: 'Bonus avı katılım ücreti', icon: Ticket, tint: 'bg-orange-500/15 text-orange-700 dark:text-orange-400' },
  hunt_entry_refund: {
    label: 'Bonus avı katılım ücreti iadesi',
    icon: Undo2,
    tint: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-400',
  },
  hunt_prize: { label: 'Bonus avı tahmini', icon: Trophy, tint: 'bg-yellow-500/15 text-yellow-700 dark:text-yellow-400' },
  kick_watch: { label: 'Kick yayınını izleme', icon: MessageCircle, tint: KICK_TINT },
  kick_follow: { label: 'Kick kanalını takip', icon: Heart, tint: KICK_TINT },
  kick_subscription: { label: 'Kick aboneliği', icon: Star, tint: KICK_TINT },
  kick_gift: { label: 'Kick hediye aboneliği', icon: Gift, tint: KICK_TINT },
  kick_kicks: { label: 'Kick hediyesi (Kicks)', icon: Coins, tint: KICK_TINT },
};

/** The reason's icon in a small tinted circle, named for screen readers. */
export function LedgerReasonIcon({ reason }: { reason: LedgerReason }) {
  const { label, icon: Icon, tint } = LEDGER_REASONS[reason];
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={cn('grid size-9 shrink-0 place-items-center rounded-full', tint)}
    >
      <Icon className="size-4" aria-hidden="true" />
    </span>
  );
}
