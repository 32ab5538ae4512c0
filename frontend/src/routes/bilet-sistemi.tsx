import { createFileRoute } from '@tanstack/react-router';
import { activeTicketCompaniesQueryOptions } from '@/features/tickets/api/get-ticket-companies';
import { ticketSettingsQueryOptions } from '@/features/tickets/api/ticket-settings';
import { TicketPage } from '@/features/tickets/components/ticket-page';

export const Route = createFileRoute('/bilet-sistemi')({
  // Started, not awaited: the page shows its spinner while the companies load.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(activeTicketCompaniesQueryOptions());
    void queryClient.prefetchQuery(ticketSettingsQueryOptions());
  },
  component: TicketPage,
});
