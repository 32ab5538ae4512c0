import { Topic } from '@app/contracts';
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
  /** The revision of the company's stream this document shows. */
  revision: number;
  [key: string]: unknown;
}

export const TICKET_COMPANIES = 'ticketCompanies';

/** Ticket companies for the public grid (active ones) and the staff list (all). */
export const ticketCompaniesProjection = defineProjection({
  name: 'ticket-companies',
  version: 2, // 2: the company's stream revision
  collections: [TICKET_COMPANIES],
  indexes: [
    { collection: TICKET_COMPANIES, keys: { sortOrder: 1, createdAt: 1 } },
    { collection: TICKET_COMPANIES, keys: { status: 1, sortOrder: 1, createdAt: 1 } },
  ],
  handles: ['TicketCompanyCreated', 'TicketCompanyUpdated', 'TicketCompanyDeleted'],
  async apply(event, store) {
    const coll = store.collection<TicketCompanyDoc>(TICKET_COMPANIES);
    const { companyId } = event.data;
    if (event.type === 'TicketCompanyCreated') {
      const { companyId: _id, ...fields } = event.data;
      await coll.updateOne(
        { _id: companyId },
        { $set: { ...fields, createdAt: event.metadata.at, revision: event.revision } },
        { upsert: true },
      );
    } else if (event.type === 'TicketCompanyUpdated') {
      const { changes } = event.data;
      await coll.updateOne({ _id: companyId }, { $set: { ...changes, revision: event.revision } });
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
