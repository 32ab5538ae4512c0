import type { PublicSlidingBanner } from '@app/contracts';
import { ArrowRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image';

/**
 * Spec §2 and screen 4: each banner slides in once, one after the other, and does not repeat
 * (no loop, no duplicated copies). A banner that arrives later (live update) slides in on its own.
 * With more banners than fit, the row scrolls sideways.
 */
function StripItem({ banner, order, sizes }: { banner: PublicSlidingBanner; order: number; sizes: string }) {
  const ref = useRef<HTMLElement | null>(null);
  const setRef = (el: HTMLElement | null) => void (ref.current = el);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof el.animate !== 'function' || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const animation = el.animate(
      [
        { transform: 'translateX(60vw)', opacity: 0 },
        { transform: 'translateX(0)', opacity: 1 },
      ],
      { duration: 900, delay: 150 + order * 180, easing: 'cubic-bezier(0.16, 1, 0.3, 1)', fill: 'backwards' },
    );
    return () => animation.cancel();
    // Only on arrival: a later reorder must not replay it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const content = (
    <>
      <ResponsiveImage
        src={banner.imageUrl}
        sizes={sizes}
        maxWidth={620}
        width={620}
        height={128}
        priority={order === 0}
        // The link is named by its button text; repeating it as the picture's alt only doubles it.
        alt={banner.buttonText ? '' : 'Kayan banner'}
        className="absolute inset-0 size-full object-cover transition duration-500 group-hover:scale-105"
      />
      {banner.buttonText && (
        <span className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-lg bg-white/95 px-3.5 py-2 text-sm font-bold text-slate-900 shadow-lg transition group-hover:gap-2.5 group-hover:bg-brand-500 group-hover:text-white">
          {banner.buttonText}
          <ArrowRight className="size-4" aria-hidden="true" />
        </span>
      )}
    </>
  );
  const className =
    'group relative block h-28 snap-start overflow-hidden rounded-xl bg-slate-900 shadow-md ring-1 ring-black/5 sm:h-32 dark:ring-white/10 ' +
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';
  return banner.link ? (
    <a
      ref={setRef}
      href={banner.link}
      target={banner.linkTarget}
      rel={banner.linkTarget === '_blank' ? 'noopener noreferrer' : undefined}
      className={className}
      data-testid="sliding-banner"
    >
      {content}
    </a>
  ) : (
    <div ref={setRef} className={className} data-testid="sliding-banner">
      {content}
    </div>
  );
}

/**
 * The banners share the page's column (1232 px from 1280 px on, the window less 48 px below) in equal
 * columns 16 px apart, each at least 280 px wide (more banners than fit scroll sideways).
 */
function stripSizes(count: number) {
  const gaps = (count - 1) * 16;
  return `(min-width: 1280px) ${Math.max(280, Math.floor((1232 - gaps) / count))}px, max(280px, calc((100vw - ${48 + gaps}px) / ${count}))`;
}

export function SlidingBannerStrip({ banners }: { banners: PublicSlidingBanner[] }) {
  if (banners.length === 0) return null;
  const sizes = stripSizes(banners.length);
  return (
    <section aria-label="Kampanyalar" className="overflow-hidden">
      <div className="grid snap-x auto-cols-[minmax(280px,1fr)] grid-flow-col gap-4 overflow-x-auto pb-1 [scrollbar-width:thin]">
        {banners.map((b, i) => (
          <StripItem key={b.id} banner={b} order={i} sizes={sizes} />
        ))}
      </div>
    </section>
  );
}
