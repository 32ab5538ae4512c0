import { TicketCompany, type CreateTicketCompanyRequest, type UpdateTicketCompanyRequest } from '@app/contracts';
import { Topic } from '@app/contracts/plain';
import { catalogMutations } from '@/lib/catalog-mutations';

/** POST /api/ticket-companies; PATCH /api/ticket-companies/:id: the edited fields, or only `status` from the list's toggle; DELETE. */
export const ticketCompanyMutations = catalogMutations<TicketCompany, CreateTicketCompanyRequest, UpdateTicketCompanyRequest>(
  '/api/ticket-companies',
  Topic.ticketCompanies,
  TicketCompany,
);
