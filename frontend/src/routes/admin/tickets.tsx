import { createFileRoute } from '@tanstack/react-router';
import { AdminTicketApplications } from '@/features/tickets/components/admin-ticket-applications';

export const Route = createFileRoute('/admin/tickets')({
  component: AdminTicketApplications,
});
