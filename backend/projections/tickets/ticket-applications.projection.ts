import { Topic } from '@app/contracts';
import { withFields } from '../../core/projections/fields.js';
import { type ChangeNotice, defineProjection } from '../../core/projections/projection.js';

export interface TicketApplicationDoc {
  _id: string;
  userId: string;
  username: string;
  ticketCompanyId: string;
  companyName: string;
  investmentAmount: number;
  ticketPrice: number;
  ticketCount: number;
  status: 'pending' | 'approved' | 'rejected';
  adminNote: string | null;
  /** The issued ticket numbers, in order; empty until approved. */
  numbers: number[];
  createdAt: string;
  decidedAt: string | null;
  [key: string]: unknown;
}

export const TICKET_APPLICATIONS = 'ticketApplications';

/** The member's own lists and the staff queue hear about every change of an application. */
function notices(userId: string, id: string, withNumbers: boolean): ChangeNotice[] {
  const out: ChangeNotice[] = [
    { topic: Topic.ticketApplications, ids: [id], rooms: [`user:${userId}`] },
    { topic: Topic.adminTicketApplications, ids: [id], rooms: ['staff'] },
  ];
  if (withNumbers) {
    out.push({ topic: Topic.ticketNumbers, ids: [id], rooms: [`user:${userId}`] });
    out.push({ topic: Topic.adminTicketNumbers, ids: [id], rooms: ['staff'] });
  }
  return out;
}

export const ticketApplicationsProjection = defineProjection({
  name: 'ticket-applications',
  version: 1,
  collections: [TICKET_APPLICATIONS],
  indexes: [
    { collection: TICKET_APPLICATIONS, keys: { createdAt: -1, _id: 1 } },
    { collection: TICKET_APPLICATIONS, keys: { status: 1, createdAt: -1 } },
    { collection: TICKET_APPLICATIONS, keys: { userId: 1, createdAt: -1 } },
    { collection: TICKET_APPLICATIONS, keys: { ticketCompanyId: 1, status: 1 } }, // a draw's entries
  ],
  handles: [
    'TicketApplicationSubmitted',
    'TicketApplicationApproved',
    'TicketApplicationRejected',
    'TicketApplicationDeleted',
    'MemberErased',
  ],
  async apply(event, store) {
    const coll = store.collection<TicketApplicationDoc>(TICKET_APPLICATIONS);
    if (event.type === 'MemberErased') {
      // KVKK: the applications stay (ticket numbers, amounts, draws), under the member's pseudonym.
      const { userId, pseudonym } = event.data;
      await coll.updateMany({ userId }, { $set: { username: pseudonym } });
      return [{ topic: Topic.adminTicketApplications, rooms: ['staff'] }];
    }
    const { applicationId: id, userId } = event.data;
    const at = event.metadata.at;
    switch (event.type) {
      case 'TicketApplicationSubmitted': {
        const data = event.data;
        const fields = withFields(
          data,
          { status: 'pending', adminNote: null, numbers: [], createdAt: at, decidedAt: null },
          'applicationId',
        );
        await coll.updateOne({ _id: id }, { $set: fields }, { upsert: true });
        return notices(userId, id, false);
      }
      case 'TicketApplicationApproved': {
        const { numbers, adminNote } = event.data;
        await coll.updateOne({ _id: id }, { $set: { status: 'approved', numbers, adminNote, decidedAt: at } });
        return notices(userId, id, true);
      }
      case 'TicketApplicationRejected': {
        const { adminNote } = event.data;
        await coll.updateOne({ _id: id }, { $set: { status: 'rejected', adminNote, decidedAt: at } });
        return notices(userId, id, false);
      }
      case 'TicketApplicationDeleted':
        await coll.deleteOne({ _id: id });
        return notices(userId, id, true);
    }
  },
});
