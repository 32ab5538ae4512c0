import { Sparkles } from 'lucide-react';
import { Fragment, useEffect, useRef } from 'react';

/** Spec §2: the marquee always carries these three after the marqueeText setting. */
export const FIXED_PHRASES = ['Yüksek Oranlar ve Bonuslar', 'Güvenilir ve Hızlı Ödeme', '7/24 Canlı Destek'] as const;
/** Pixels per second, so a long text does not rush by. */
const SPEED = 60;

function Items({ phrases }: { phrases: string[] }) {
  return (
    <>
      {phrases.map((p, i) => (
        <Fragment key={i}>
          <span className="whitespace-nowrap">{p}</span>
          <Sparkles className="size-4 shrink-0 text-white/70" aria-hidden="true" />
        </Fragment>
      ))}
    </>
  );
}

/**
 * The scrolling text bar: two copies side by side move left by one copy's width and start over,
 * so the loop has no seam. A CSS animation (nothing measured while the page renders); its duration
 * follows the width a ResizeObserver reports after layout. Pauses on hover; stands still for people
 * who prefer reduced motion.
 */
export function Marquee({ text }: { text?: string }) {
  const track = useRef<HTMLDivElement>(null);
  const phrases = [text?.trim(), ...FIXED_PHRASES].filter((p): p is string => !!p);

  useEffect(() => {
    const el = track.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      // The border box, as translateX(-50%) counts it (the track's right padding is part of a copy).
      const copyWidth = (entry?.borderBoxSize[0]?.inlineSize ?? 0) / 2;
      if (copyWidth) el.style.setProperty('--marquee-duration', `${copyWidth / SPEED}s`);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      className="overflow-hidden bg-gradient-to-r from-brand-600 via-brand-500 to-accent-500 py-2.5 text-sm font-semibold text-white shadow-inner"
      data-testid="marquee"
    >
      <p className="sr-only">{phrases.join(' • ')}</p>
      <div
        ref={track}
        className="flex w-max animate-marquee items-center gap-6 pr-6 hover:[animation-play-state:paused] motion-reduce:animate-none"
        aria-hidden="true"
      >
        <Items phrases={phrases} />
        <Items phrases={phrases} />
      </div>
    </div>
  );
}
