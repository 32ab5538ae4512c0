import { Topic, type TicketCompanyCreatedV1, type TicketCompanyUpdatedV1 } from '@app/contracts';
import type { z } from 'zod';
import { defineProjection } from '../../core/projections/projection.js';

export interface TicketCompanyDoc {
  _id: string;
  name: string;
  logoUrl: string;
  contentImage: string | null;
  websiteUrl: string | null;
  ticketPrice: number | null;
  status: 'active' | 'inactive';
  sortOrder: number;
  createdAt: string;
  [key: string]: unknown;
}

export const TICKET_COMPANIES = 'ticketCompanies';

/** Ticket companies for the public grid (active ones) and the staff list (all). */
export const ticketCompaniesProjection = defineProjection({
  name: 'ticket-companies',
  version: 1,
  collections: [TICKET_COMPANIES],
  indexes: [
    { collection: TICKET_COMPANIES, keys: { sortOrder: 1, createdAt: 1 } },
    { collection: TICKET_COMPANIES, keys: { status: 1, sortOrder: 1, createdAt: 1 } },
  ],
  handles: ['TicketCompanyCreated', 'TicketCompanyUpdated', 'TicketCompanyDeleted'],
  async apply(event, store) {
    const coll = store.collection<TicketCompanyDoc>(TICKET_COMPANIES);
    const { companyId } = event.data as { companyId: string };
    if (event.type === 'TicketCompanyCreated') {
      const { companyId: _id, ...fields } = event.data as z.infer<typeof TicketCompanyCreatedV1>;
      await coll.updateOne({ _id: companyId }, { $set: { ...fields, createdAt: event.metadata.at } }, { upsert: true });
    } else if (event.type === 'TicketCompanyUpdated') {
      const { changes } = event.data as z.infer<typeof TicketCompanyUpdatedV1>;
      await coll.updateOne({ _id: companyId }, { $set: changes });
    } else {
      await coll.deleteOne({ _id: companyId });
    }
    // The staff queue shows company names and builds its tabs from this list.
    return [
      { topic: Topic.ticketCompanies, ids: [companyId], rooms: ['public'] },
      { topic: Topic.adminTicketApplications, rooms: ['staff'] },
    ];
  },
});
