import { createFileRoute } from '@tanstack/react-router';
import { AdminBanners } from '@/features/banners/components/admin-banners';

export const Route = createFileRoute('/admin/banners')({
  component: AdminBanners,
});
