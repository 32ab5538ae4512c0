import { createFileRoute } from '@tanstack/react-router';
import { AdminRewardsPage } from '@/features/rewards/components/admin/admin-rewards-page';

export const Route = createFileRoute('/admin/rewards')({
  component: AdminRewardsPage,
});
