import { createFileRoute } from '@tanstack/react-router';
import { activeRewardsQueryOptions } from '@/features/rewards/api/get-rewards';
import { MarketPage } from '@/features/rewards/components/market-page';

export const Route = createFileRoute('/market')({
  // Started, not awaited: the page shows its 3-card skeleton while the rewards load.
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(activeRewardsQueryOptions()),
  component: MarketPage,
});
