import { Topic } from '@app/contracts';
import { type LogEvent, ofType } from '../../core/event-types.js';
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
  /** The applicant (never shown): an erasure finds their items by it. */
  userId?: string;
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

const CATALOG = [
  'CardCreated',
  'CardStatusChanged',
  'CardDeleted',
  'CompanyCreated',
  'CompanyStatusChanged',
  'CompanyDeleted',
] as const;
const APPLICATION = [
  'TicketApplicationSubmitted',
  'TicketApplicationApproved',
  'TicketApplicationRejected',
  'TicketApplicationDeleted',
] as const;
const isCatalog = ofType(CATALOG);
const isApplication = ofType(APPLICATION);

async function catalogItem(e: LogEvent<(typeof CATALOG)[number]>, store: ReadStore) {
  const items = store.collection<DashboardItemDoc>(DASHBOARD_ITEMS);
  const kind = e.type.startsWith('Card') ? 'card' : 'company';
  const d = e.data;
  const _id = itemId(kind, d.id);
  if (!('status' in d)) await items.deleteOne({ _id });
  else if (e.type.endsWith('Created')) await items.updateOne({ _id }, { $set: { kind, status: d.status } }, { upsert: true });
  else await items.updateOne({ _id }, { $set: { status: d.status } });
}

async function application(e: LogEvent<(typeof APPLICATION)[number]>, store: ReadStore) {
  const items = store.collection<DashboardItemDoc>(DASHBOARD_ITEMS);
  const _id = itemId('application', e.data.applicationId);
  switch (e.type) {
    case 'TicketApplicationSubmitted': {
      const { username, userId, investmentAmount, ticketCount, ticketCompanyId, companyName } = e.data;
      const fields = {
        kind: 'application',
        status: 'pending',
        username,
        userId,
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

/** KVKK: the erased member's applications read with the pseudonym, as a rebuild reads them. */
async function memberErased(e: LogEvent<'MemberErased'>, store: ReadStore) {
  const { userId, pseudonym } = e.data;
  await store
    .collection<DashboardItemDoc>(DASHBOARD_ITEMS)
    .updateMany({ kind: 'application', userId }, { $set: { username: pseudonym } });
}

/** The latest list names the ticket company as it is called now. */
async function companyRenamed(e: LogEvent<'TicketCompanyUpdated'>, store: ReadStore) {
  const { companyId, changes } = e.data;
  if (changes.name === undefined) return;
  await store
    .collection<DashboardItemDoc>(DASHBOARD_ITEMS)
    .updateMany({ kind: 'application', ticketCompanyId: companyId }, { $set: { companyName: changes.name } });
}

export const dashboardProjection = defineProjection({
  name: 'dashboard',
  // v2: the applicant's id on application items (a KVKK erasure finds them by it).
  version: 2,
  collections: [DASHBOARD_ITEMS],
  indexes: [{ collection: DASHBOARD_ITEMS, keys: { kind: 1, seq: -1 } }], // the latest applications
  handles: [...CATALOG, ...APPLICATION, 'TicketCompanyUpdated', 'MemberErased'],
  async apply(event, store) {
    if (isCatalog(event)) await catalogItem(event, store);
    else if (isApplication(event)) await application(event, store);
    else if (event.type === 'MemberErased') await memberErased(event, store);
    else await companyRenamed(event, store);
    return NOTICE;
  },
});
