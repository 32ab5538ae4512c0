import type { PublicCard } from '@app/contracts';
import { CARD_DEFAULTS } from '@app/contracts/plain';
import { ArrowUpRight } from 'lucide-react';
import { useState } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { cn } from '@/lib/cn';

/** Relative luminance check, so a light background colour gets dark text. */
export function isLightColor(hex: string | null | undefined) {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex ?? '');
  if (!m) return false;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.6;
}

const initials = (title: string) =>
  title
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toLocaleUpperCase('tr-TR'))
    .join('');

interface PromoCardProps {
  card: PublicCard;
  onClick?: (cardId: string) => void;
}

/**
 * A card of the home grid: background image or colour, logo (or a monogram in the logo colour),
 * title, subtitle and a call to action. The whole card is one link to the site.
 */
export function PromoCard({ card, onClick }: PromoCardProps) {
  const [logoBroken, setLogoBroken] = useState(false);
  const [backgroundBroken, setBackgroundBroken] = useState(false);
  const accent = card.logoPrimaryColor ?? CARD_DEFAULTS.logoPrimaryColor;
  const background = card.backgroundColor ?? CARD_DEFAULTS.backgroundColor;
  const hasImage = !!card.backgroundImageUrl && !backgroundBroken;
  const light = !hasImage && isLightColor(background);
  const accentText = isLightColor(accent) ? 'text-slate-900' : 'text-white';
  const blank = card.linkTarget === '_blank';

  return (
    <a
      href={card.link}
      target={card.linkTarget}
      rel={blank ? 'noopener noreferrer' : undefined}
      onClick={() => onClick?.(card.id)}
      data-testid="promo-card"
      className={cn(
        'group relative isolate flex min-h-52 flex-col overflow-hidden rounded-xl p-5 shadow-lg ring-1 ring-black/5 transition duration-200',
        'hover:-translate-y-1 hover:shadow-2xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:ring-white/10',
        light ? 'text-slate-900' : 'text-white',
      )}
      style={{ backgroundColor: background }}
    >
      {hasImage && (
        <ResponsiveImage
          src={card.backgroundImageUrl!}
          sizes="(min-width: 1024px) 410px, (min-width: 768px) 50vw, 100vw"
          maxWidth={620}
          width={410}
          height={208}
          className="absolute inset-0 -z-10 size-full object-cover transition duration-500 group-hover:scale-105"
          onError={() => setBackgroundBroken(true)}
        />
      )}
      {/* A soft shade and a glow in the card's own accent: depth without hiding the colour. */}
      <div
        aria-hidden="true"
        className={cn(
          'absolute inset-0 -z-10',
          hasImage
            ? 'bg-gradient-to-t from-black/85 via-black/45 to-black/10'
            : 'bg-gradient-to-br from-white/10 via-transparent to-black/30',
        )}
      />
      <div
        aria-hidden="true"
        className="absolute -top-16 -right-16 -z-10 size-48 rounded-full opacity-40 blur-3xl transition group-hover:opacity-60"
        style={{ backgroundColor: accent }}
      />

      <div className="flex items-start justify-between gap-3">
        {card.logoUrl && !logoBroken ? (
          <ResponsiveImage
            src={card.logoUrl}
            sizes="150px"
            maxWidth={150}
            width={150}
            height={48}
            alt={`${card.title} logosu`}
            className="h-12 w-auto max-w-[150px] object-contain drop-shadow"
            onError={() => setLogoBroken(true)}
          />
        ) : (
          <span
            aria-hidden="true"
            className={cn(
              'grid size-12 place-items-center rounded-xl text-lg font-black shadow-md ring-1 ring-white/20',
              accentText,
            )}
            style={{ backgroundColor: accent }}
          >
            {initials(card.title)}
          </span>
        )}
        {card.category && (
          <span
            className={cn('rounded-full px-2.5 py-1 text-xs font-semibold backdrop-blur', light ? 'bg-black/10' : 'bg-white/15')}
          >
            {card.category}
          </span>
        )}
      </div>

      <div className="mt-5 flex-1">
        <h2 className="text-xl leading-tight font-bold break-words" data-testid="promo-card-title">
          {card.title}
        </h2>
        {card.subtitle && (
          <p className={cn('mt-1.5 text-sm break-words', light ? 'text-slate-700' : 'text-white/80')}>{card.subtitle}</p>
        )}
      </div>

      <span
        className={cn(
          'mt-5 inline-flex items-center justify-center gap-1.5 self-start rounded-lg px-4 py-2 text-sm font-bold shadow-md transition group-hover:gap-2.5',
          accentText,
        )}
        style={{ backgroundColor: accent }}
      >
        Siteye Git
        <ArrowUpRight className="size-4" aria-hidden="true" />
      </span>
    </a>
  );
}
