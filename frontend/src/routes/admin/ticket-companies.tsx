import { createFileRoute } from '@tanstack/react-router';
import { AdminTicketCompanies } from '@/features/tickets/components/admin-ticket-companies';

export const Route = createFileRoute('/admin/ticket-companies')({
  component: AdminTicketCompanies,
});
