import { createFileRoute } from '@tanstack/react-router';
import { AdminHuntsPage } from '@/features/hunts/components/admin/admin-hunts-page';

export const Route = createFileRoute('/admin/bonus-avlari')({
  component: AdminHuntsPage,
});
