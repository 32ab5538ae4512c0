import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { trackCardClick } from '@/features/analytics/api/track';
import { BannerSlider } from '@/features/banners/components/banner-slider';
import { publicBannersQueryOptions, usePublicBanners } from '@/features/banners/api/get-banners';
import { publicCardsQueryOptions, usePublicCards } from '@/features/cards/api/get-cards';
import { CardGrid } from '@/features/cards/components/card-grid';
import { publicCompaniesQueryOptions, usePublicCompanies } from '@/features/companies/api/get-companies';
import { CompanyStrip } from '@/features/companies/components/company-strip';
import { HomeSection } from '@/features/home/components/home-section';
import { Marquee } from '@/features/home/components/marquee';
import { useHomeViewport } from '@/features/home/components/use-home-viewport';
import { WelcomeDialog } from '@/features/home/components/welcome-dialog';
import { gridColumns, homeViewport, useSiteSettings } from '@/features/settings/api/get-site-settings';
import { publicSlidingBannersQueryOptions, usePublicSlidingBanners } from '@/features/sliding-banners/api/get-sliding-banners';
import { SlidingBannerStrip } from '@/features/sliding-banners/components/sliding-banner-strip';

// Loaded beside the page, not in the first page's script: it shows only while the channel is live.
const KickPlayer = lazy(() => import('@/features/kick/components/kick-player').then((m) => ({ default: m.KickPlayer })));

export const Route = createFileRoute('/')({
  // Started together, never awaited one by one; a failed list leaves its section out, not the page.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.prefetchQuery(publicCardsQueryOptions()),
      queryClient.prefetchQuery(publicBannersQueryOptions()),
      queryClient.prefetchQuery(publicSlidingBannersQueryOptions()),
      queryClient.prefetchQuery(publicCompaniesQueryOptions()),
    ]),
  component: HomePage,
});

/** Home (spec §2): welcome, marquee, sliding banners, companies, banner slider, then the cards. */
function HomePage() {
  const { data: settings } = useSiteSettings();
  useHomeViewport(homeViewport(settings));
  const cards = usePublicCards();
  const { data: banners = [] } = usePublicBanners();
  const { data: strips = [] } = usePublicSlidingBanners();
  const { data: companies = [] } = usePublicCompanies();
  const columns = {
    desktop: gridColumns(settings, 'gridColumnsDesktop'),
    tablet: gridColumns(settings, 'gridColumnsTablet'),
    mobile: gridColumns(settings, 'gridColumnsMobile'),
  };

  return (
    <div className="relative isolate flex-1">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 mx-auto h-[32rem] max-w-6xl rounded-full bg-gradient-to-r from-brand-500/15 via-accent-500/15 to-brand-500/5 blur-3xl"
      />
      <WelcomeDialog
        image={settings?.welcomeBannerImage}
        title={settings?.welcomeBannerTitle}
        subtitle={settings?.welcomeBannerSubtitle}
      />
      <Marquee text={settings?.marqueeText} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 pt-6 pb-16 sm:px-6 sm:pt-8">
        <SlidingBannerStrip banners={strips} />
        <CompanyStrip companies={companies} />
        <BannerSlider banners={banners} />
        <Suspense fallback={null}>
          <KickPlayer />
        </Suspense>
        <div className="pt-4">
          <HomeSection title="Güvenilir Siteler">
            <CardGrid cards={cards.data} isLoading={cards.isLoading} columns={columns} onCardClick={trackCardClick} />
          </HomeSection>
        </div>
      </div>
    </div>
  );
}
