import type { PublicBanner } from '@app/contracts';
import { BANNER_IMAGE } from '@app/contracts/plain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { cn } from '@/lib/cn';
import { whenIdle } from '@/lib/when-idle';

/** Spec §9: a banner stays 5 s, then the next one; after the last comes the first again. */
export const BANNER_ROTATION_MS = 5000;

interface SlideProps {
  banner: PublicBanner;
  active: boolean;
  /** Fetch the picture: not for slides far from their turn, which would compete with the first paint. */
  load: boolean;
  /** The first slide is usually the page's largest paint: fetched first (the page's HTML names it too). */
  priority: boolean;
}

function Slide({ banner, active, load, priority }: SlideProps) {
  const contain = banner.objectFit === 'contain';
  const body: ReactNode = (
    <>
      {/* Letterboxed images sit on a blurred copy of themselves instead of bare bars (a tiny copy suffices). */}
      {load && contain && (
        <ResponsiveImage
          src={banner.imageUrl}
          sizes="64px"
          maxWidth={64}
          width={1232}
          height={400}
          aria-hidden="true"
          className="absolute inset-0 size-full scale-110 object-cover opacity-50 blur-2xl"
        />
      )}
      {load && (
        <ResponsiveImage
          src={banner.imageUrl}
          sizes={BANNER_IMAGE.sizes}
          screenSized
          maxWidth={BANNER_IMAGE.maxWidth}
          width={1232}
          height={400}
          priority={priority}
          alt={banner.title ?? 'Banner'}
          className={cn('absolute inset-0 size-full', contain ? 'object-contain' : 'object-cover')}
          draggable={false}
        />
      )}
      {(banner.title || banner.subtitle) && (
        <div className="absolute inset-0 flex items-end bg-gradient-to-t from-black/75 via-black/20 to-transparent px-16 pt-6 pb-12 sm:px-20 sm:pb-14">
          <div className="max-w-2xl text-white">
            {banner.title && (
              <h2 className="text-2xl leading-tight font-extrabold tracking-tight drop-shadow sm:text-4xl">{banner.title}</h2>
            )}
            {banner.subtitle && <p className="mt-2 text-sm text-white/85 drop-shadow sm:text-lg">{banner.subtitle}</p>}
          </div>
        </div>
      )}
    </>
  );
  return (
    <div
      aria-hidden={!active}
      aria-roledescription="slayt"
      className={cn(
        'absolute inset-0 transition-all duration-700 ease-out',
        active ? 'opacity-100' : 'pointer-events-none scale-[1.02] opacity-0',
      )}
      data-testid="banner-slide"
      data-active={active || undefined}
    >
      {banner.link ? (
        <a
          href={banner.link}
          target={banner.linkTarget}
          rel={banner.linkTarget === '_blank' ? 'noopener noreferrer' : undefined}
          tabIndex={active ? 0 : -1}
          className="absolute inset-0 block focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-500 focus-visible:ring-inset"
        >
          {body}
        </a>
      ) : (
        body
      )}
    </div>
  );
}

const arrowClass =
  'absolute top-1/2 z-10 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-black/40 text-white backdrop-blur transition ' +
  'hover:bg-black/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

/** The home page's banner slider (spec §2): 400 px tall, 5 s per banner, loops; controls only with more than one. */
export function BannerSlider({ banners }: { banners: PublicBanner[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  const current = count ? index % count : 0; // the list can shrink under us (live updates)
  const next = count ? (current + 1) % count : 0;
  // The next slide's picture is fetched once the page is idle, ahead of its turn; the others on
  // their turn. Slides whose picture has been asked for stay loaded, so going back never blanks them.
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const [fetched, setFetched] = useState<ReadonlySet<string>>(new Set());
  const wanted = [banners[current]?.id, idle ? banners[next]?.id : undefined].filter((id): id is string => !!id);
  if (wanted.some((id) => !fetched.has(id))) setFetched(new Set([...fetched, ...wanted]));

  useEffect(() => {
    if (count < 2 || paused) return;
    // A timeout per slide: moving by hand starts the 5 s again.
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), BANNER_ROTATION_MS);
    return () => clearTimeout(timer);
  }, [current, count, paused]);

  if (count === 0) return null;
  const go = (i: number) => setIndex(((i % count) + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Öne çıkanlar"
      className="relative h-[240px] overflow-hidden rounded-xl bg-slate-900 shadow-xl ring-1 ring-black/5 sm:h-[320px] md:h-[400px] dark:ring-white/10"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-testid="banner-slider"
    >
      {banners.map((b, i) => (
        <Slide
          key={b.id}
          banner={b}
          active={i === current}
          load={fetched.has(b.id) || wanted.includes(b.id)}
          priority={i === 0}
        />
      ))}
      {count > 1 && (
        <>
          <button type="button" className={cn(arrowClass, 'left-3')} onClick={() => go(current - 1)} aria-label="Önceki banner">
            <ChevronLeft className="size-6" aria-hidden="true" />
          </button>
          <button type="button" className={cn(arrowClass, 'right-3')} onClick={() => go(current + 1)} aria-label="Sonraki banner">
            <ChevronRight className="size-6" aria-hidden="true" />
          </button>
          <div className="absolute bottom-4 left-1/2 z-10 flex -translate-x-1/2 gap-2">
            {banners.map((b, i) => (
              <button
                key={b.id}
                type="button"
                onClick={() => go(i)}
                aria-label={`Banner ${i + 1}`}
                aria-current={i === current || undefined}
                className={cn(
                  'h-2 rounded-full transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                  i === current ? 'w-7 bg-brand-500' : 'w-2 bg-white/60 hover:bg-white',
                )}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
