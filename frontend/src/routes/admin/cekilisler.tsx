import { createFileRoute } from '@tanstack/react-router';
import { AdminDrawsPage } from '@/features/draws/components/admin/admin-draws-page';

export const Route = createFileRoute('/admin/cekilisler')({
  component: AdminDrawsPage,
});
