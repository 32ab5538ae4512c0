import type {
  AdminTicketApplication,
  AdminTicketCompany,
  MyTicketNumber,
  TicketApplication,
  TicketCompany,
  TicketNumber,
} from '@app/contracts';
import { keysetPages } from '../../core/read-store/keyset.js';
import type { ReadStore } from '../../core/read-store/read-store.js';
import { type UserDoc, USERS } from '../accounts/users.projection.js';
import { type TicketApplicationDoc, TICKET_APPLICATIONS } from './ticket-applications.projection.js';
import { type TicketCompanyDoc, TICKET_COMPANIES } from './ticket-companies.projection.js';

const bySortOrder = { sort: { sortOrder: 1, createdAt: 1 } } as const;
const newestFirst = { sort: { createdAt: -1, _id: 1 } } as const;

export const toTicketCompany = (d: TicketCompanyDoc): TicketCompany => ({
  id: d._id,
  name: d.name,
  logoUrl: d.logoUrl,
  contentImage: d.contentImage,
  websiteUrl: d.websiteUrl,
  ticketPrice: d.ticketPrice,
  status: d.status,
  sortOrder: d.sortOrder,
});
const toAdminTicketCompany = (d: TicketCompanyDoc): AdminTicketCompany => ({ ...toTicketCompany(d), revision: d.revision });

const companies = (read: ReadStore) => read.collection<TicketCompanyDoc>(TICKET_COMPANIES);
const applications = (read: ReadStore) => read.collection<TicketApplicationDoc>(TICKET_APPLICATIONS);

/** The active companies as visitors see them, or all of them as staff do (with their revision). */
export const listTicketCompanies = async (
  read: ReadStore,
  onlyActive: boolean,
): Promise<TicketCompany[] | AdminTicketCompany[]> =>
  onlyActive
    ? (await companies(read).find({ status: 'active' }, bySortOrder)).map(toTicketCompany)
    : (await companies(read).find({}, bySortOrder)).map(toAdminTicketCompany);

export async function findAdminTicketCompany(read: ReadStore, id: string): Promise<AdminTicketCompany | null> {
  const doc = await companies(read).findOne({ _id: id });
  return doc ? toAdminTicketCompany(doc) : null;
}

async function companyIndex(read: ReadStore) {
  return new Map((await companies(read).find({})).map((c) => [c._id, c]));
}

/** The company as it is now; a deleted one keeps the name it had when the member applied. */
function toMemberView(d: TicketApplicationDoc, index: Map<string, TicketCompanyDoc>): TicketApplication {
  const company = index.get(d.ticketCompanyId);
  return {
    id: d._id,
    status: d.status,
    username: d.username,
    investmentAmount: d.investmentAmount,
    ticketCount: d.ticketCount,
    adminNote: d.adminNote,
    createdAt: d.createdAt,
    ticketCompany: { id: d.ticketCompanyId, name: company?.name ?? d.companyName, logoUrl: company?.logoUrl ?? null },
  };
}

export async function listOwnApplications(read: ReadStore, userId: string) {
  const [docs, index] = await Promise.all([applications(read).find({ userId }, newestFirst), companyIndex(read)]);
  return docs.map((d) => toMemberView(d, index));
}

/** The staff queue: every application (of a company, in a status), newest first, with the member's account. */
export async function listAdminApplications(
  read: ReadStore,
  filter: Record<string, unknown> = {},
): Promise<AdminTicketApplication[]> {
  return toAdminViews(read, await applications(read).find(filter, newestFirst));
}

/** The queue's filters as a read-model filter. */
export const adminApplicationFilter = (q: { ticketCompanyId?: string; status?: string }) => ({
  ...(q.ticketCompanyId ? { ticketCompanyId: q.ticketCompanyId } : {}),
  ...(q.status ? { status: q.status } : {}),
});

/** The same list page by page, newest first (the CSV export streams these). */
export async function* adminApplicationPages(
  read: ReadStore,
  filter: Record<string, unknown>,
): AsyncGenerator<AdminTicketApplication[]> {
  for await (const docs of keysetPages(applications(read), filter, { field: 'createdAt', direction: -1 }))
    yield toAdminViews(read, docs);
}

async function toAdminViews(read: ReadStore, docs: TicketApplicationDoc[]): Promise<AdminTicketApplication[]> {
  const index = await companyIndex(read);
  const userIds = [...new Set(docs.map((d) => d.userId))];
  const users = await read.collection<UserDoc>(USERS).find({ _id: { $in: userIds } });
  const byId = new Map(users.map((u) => [u._id, u]));
  return docs.map((d) => {
    const u = byId.get(d.userId);
    return {
      ...toMemberView(d, index),
      decidedAt: d.decidedAt,
      user: { id: d.userId, username: u?.username ?? null, email: u?.email ?? null },
    };
  });
}

export async function findAdminApplication(read: ReadStore, applicationId: string) {
  return (await listAdminApplications(read, { _id: applicationId }))[0] ?? null;
}

export async function findOwnApplication(read: ReadStore, applicationId: string) {
  const [doc, index] = await Promise.all([applications(read).findOne({ _id: applicationId }), companyIndex(read)]);
  return doc ? toMemberView(doc, index) : null;
}

const toTicketNumber = (n: number): TicketNumber => ({ id: String(n), ticketNumber: String(n) });

/** null when the application does not exist (404); [] while it has no numbers. */
export async function applicationNumbers(read: ReadStore, applicationId: string): Promise<TicketNumber[] | null> {
  const doc = await applications(read).findOne({ _id: applicationId });
  return doc ? doc.numbers.map(toTicketNumber) : null;
}

export async function listOwnNumbers(read: ReadStore, userId: string): Promise<MyTicketNumber[]> {
  const [docs, index] = await Promise.all([
    applications(read).find({ userId, status: 'approved' }, newestFirst),
    companyIndex(read),
  ]);
  return docs.flatMap((d) => {
    const ticketApplication = { id: d._id, ticketCompany: { name: index.get(d.ticketCompanyId)?.name ?? d.companyName } };
    return d.numbers.map((n) => ({ ...toTicketNumber(n), ticketApplication }));
  });
}
