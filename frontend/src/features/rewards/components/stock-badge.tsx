import { Infinity as InfinityIcon, Package, PackageX } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

/** Spec §3: null stock is unlimited ('Sınırsız'); 0 or less is sold out. */
export const isSoldOut = (stock: number | null) => stock !== null && stock <= 0;

export function stockLabel(stock: number | null) {
  if (stock === null) return 'Sınırsız';
  return isSoldOut(stock) ? 'Tükendi' : `Stok: ${formatNumber(stock)}`;
}

/** The stock on a reward's picture: readable on any image, red when sold out. */
export function StockBadge({ stock, className }: { stock: number | null; className?: string }) {
  const Icon = stock === null ? InfinityIcon : isSoldOut(stock) ? PackageX : Package;
  return (
    <span
      data-testid="stock-badge"
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm backdrop-blur',
        isSoldOut(stock) ? 'bg-red-600/90 text-white' : 'bg-slate-950/70 text-white ring-1 ring-white/15',
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {stockLabel(stock)}
    </span>
  );
}
