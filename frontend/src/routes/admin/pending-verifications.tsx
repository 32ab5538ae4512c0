import { createFileRoute } from '@tanstack/react-router';
import { PendingVerificationsPage } from '@/features/verification/components/admin/pending-verifications-page';

export const Route = createFileRoute('/admin/pending-verifications')({
  component: PendingVerificationsPage,
});
