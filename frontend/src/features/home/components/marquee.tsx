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
 * so the loop has no seam. Pauses on hover; stands still for people who prefer reduced motion.
 */
export function Marquee({ text }: { text?: string }) {
  const track = useRef<HTMLDivElement>(null);
  const phrases = [text?.trim(), ...FIXED_PHRASES].filter((p): p is string => !!p);
  const key = phrases.join('|');

  useEffect(() => {
    const el = track.current;
    if (!el || typeof el.animate !== 'function' || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const width = el.scrollWidth / 2;
    const animation = el.animate([{ transform: 'translateX(0)' }, { transform: `translateX(-${width}px)` }], {
      duration: (width / SPEED) * 1000,
      iterations: Infinity,
    });
    const pause = () => animation.pause();
    const play = () => animation.play();
    el.addEventListener('mouseenter', pause);
    el.addEventListener('mouseleave', play);
    return () => {
      animation.cancel();
      el.removeEventListener('mouseenter', pause);
      el.removeEventListener('mouseleave', play);
    };
  }, [key]);

  return (
    <div className="overflow-hidden bg-gradient-to-r from-brand-600 via-brand-500 to-accent-500 py-2.5 text-sm font-semibold text-white shadow-inner" data-testid="marquee">
      <p className="sr-only">{phrases.join(' • ')}</p>
      <div ref={track} className="flex w-max items-center gap-6 pr-6" aria-hidden="true">
        <Items phrases={phrases} />
        <Items phrases={phrases} />
      </div>
    </div>
  );
}
