import { type AdminDashboard, DASHBOARD_LATEST_APPLICATIONS, type DashboardApplication } from '@app/contracts';
import type { ReadStore } from '../../core/read-store/read-store.js';
import { DASHBOARD_ITEMS, type DashboardItemDoc } from './dashboard.projection.js';

type Counts = Record<string, number>;

/** Items per kind and status in one pass over the (small) dashboard collection. */
async function countsByKind(read: ReadStore): Promise<Record<string, Counts>> {
  const rows = await read
    .collection(DASHBOARD_ITEMS)
    .aggregate<{ _id: { kind: string; status: string }; n: number }>([
      { $group: { _id: { kind: '$kind', status: '$status' }, n: { $sum: 1 } } },
    ]);
  const out: Record<string, Counts> = {};
  for (const { _id, n } of rows) (out[_id.kind] ??= {})[_id.status] = n;
  return out;
}

const sum = (c: Counts = {}) => Object.values(c).reduce((a, b) => a + b, 0);

const toApplication = (d: DashboardItemDoc): DashboardApplication => ({
  id: d._id.slice('application:'.length),
  username: d.username ?? '',
  investmentAmount: d.investmentAmount ?? 0,
  ticketCount: d.ticketCount ?? 0,
  status: d.status as DashboardApplication['status'],
  companyName: d.companyName ?? '',
  createdAt: d.createdAt ?? '',
});

export async function adminDashboard(read: ReadStore): Promise<AdminDashboard> {
  const [counts, latest] = await Promise.all([
    countsByKind(read),
    read
      .collection<DashboardItemDoc>(DASHBOARD_ITEMS)
      .find({ kind: 'application' }, { sort: { seq: -1 }, limit: DASHBOARD_LATEST_APPLICATIONS }),
  ]);
  const { card = {}, company = {}, application = {} } = counts;
  return {
    cards: { total: sum(card), published: card.published ?? 0, draft: card.draft ?? 0, hidden: card.hidden ?? 0 },
    companies: { total: sum(company), active: company.active ?? 0, inactive: company.inactive ?? 0 },
    applications: {
      total: sum(application),
      pending: application.pending ?? 0,
      approved: application.approved ?? 0,
      rejected: application.rejected ?? 0,
    },
    latestApplications: latest.map(toApplication),
  };
}
