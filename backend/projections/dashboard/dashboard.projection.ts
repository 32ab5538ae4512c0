import { Topic } from '@app/contracts';
import type { RecordedEvent } from '../../core/event-store/event-store.js';
import { type ChangeNotice, defineProjection } from '../../core/projections/projection.js';
import type { Doc, ReadStore } from '../../core/read-store/read-store.js';

/**
 * The admin dashboard's read model: one small document per card, company and ticket application
 * (kind, status; applications also what the "latest" list shows). Counters are counted at read
 * time, so every update is a plain `$set` or delete: applying an event twice changes nothing.
 */
export const DASHBOARD_ITEMS = 'dashboardItems';
export const DASHBOARD_TOPIC = Topic.adminDashboard;

export type DashboardKind = 'card' | 'company' | 'application';
export type DashboardItemDoc = Doc & {
  kind: DashboardKind;
  status: string;
  username?: string;
  investmentAmount?: number;
  ticketCount?: number;
  ticketCompanyId?: string;
  companyName?: string;
  createdAt?: string;
  /** Log position of the submission: orders "latest" the same way on every rebuild. */
  seq?: number;
};

const NOTICE: ChangeNotice[] = [{ topic: DASHBOARD_TOPIC, rooms: ['staff'] }];
const itemId = (kind: DashboardKind, id: string) => `${kind}:${id}`;

/** The fields of TicketApplicationSubmitted (contracts/src/tickets) this read model keeps. */
type Submitted = {
  applicationId: string;
  username: string;
  ticketCompanyId: string;
  companyName: string;
  investmentAmount: number;
  ticketCount: number;
};
type Data = { id?: string; applicationId?: string; status?: string; companyId?: string; changes?: { name?: string } };

async function catalogItem(kind: 'card' | 'company', e: RecordedEvent, store: ReadStore) {
  const items = store.collection<DashboardItemDoc>(DASHBOARD_ITEMS);
  const { id, status } = e.data as Data;
  const _id = itemId(kind, id!);
  if (e.type.endsWith('Deleted')) await items.deleteOne({ _id });
  else if (e.type.endsWith('Created')) await items.updateOne({ _id }, { $set: { kind, status } }, { upsert: true });
  else await items.updateOne({ _id }, { $set: { status } });
}

async function application(e: RecordedEvent, store: ReadStore) {
  const items = store.collection<DashboardItemDoc>(DASHBOARD_ITEMS);
  const data = e.data as Submitted;
  const _id = itemId('application', data.applicationId);
  switch (e.type) {
    case 'TicketApplicationSubmitted': {
      const { username, investmentAmount, ticketCount, ticketCompanyId, companyName } = data;
      const fields = {
        kind: 'application',
        status: 'pending',
        username,
        investmentAmount,
        ticketCount,
        ticketCompanyId,
        companyName,
        createdAt: e.metadata.at,
        seq: e.position,
      };
      await items.updateOne({ _id }, { $set: fields }, { upsert: true });
      return;
    }
    case 'TicketApplicationApproved':
      await items.updateOne({ _id }, { $set: { status: 'approved' } });
      return;
    case 'TicketApplicationRejected':
      await items.updateOne({ _id }, { $set: { status: 'rejected' } });
      return;
    case 'TicketApplicationDeleted':
      await items.deleteOne({ _id });
  }
}

/** The latest list names the ticket company as it is called now. */
async function companyRenamed(e: RecordedEvent, store: ReadStore) {
  const { companyId, changes } = e.data as Data;
  if (changes?.name === undefined) return;
  await store
    .collection<DashboardItemDoc>(DASHBOARD_ITEMS)
    .updateMany({ kind: 'application', ticketCompanyId: companyId }, { $set: { companyName: changes.name } });
}

export const dashboardProjection = defineProjection({
  name: 'dashboard',
  version: 1,
  collections: [DASHBOARD_ITEMS],
  indexes: [{ collection: DASHBOARD_ITEMS, keys: { kind: 1, seq: -1 } }], // the latest applications
  handles: [
    'CardCreated',
    'CardStatusChanged',
    'CardDeleted',
    'CompanyCreated',
    'CompanyStatusChanged',
    'CompanyDeleted',
    'TicketApplicationSubmitted',
    'TicketApplicationApproved',
    'TicketApplicationRejected',
    'TicketApplicationDeleted',
    'TicketCompanyUpdated',
  ],
  async apply(event, store) {
    if (event.type.startsWith('Card')) await catalogItem('card', event, store);
    else if (event.type.startsWith('Company')) await catalogItem('company', event, store);
    else if (event.type === 'TicketCompanyUpdated') await companyRenamed(event, store);
    else await application(event, store);
    return NOTICE;
  },
});
