import { createFileRoute } from '@tanstack/react-router';
import { AdminSlidingBanners } from '@/features/sliding-banners/components/admin-sliding-banners';

export const Route = createFileRoute('/admin/sliding-banners')({
  component: AdminSlidingBanners,
});
