import { z } from 'zod';
import { TicketApplicationStatus } from '../tickets/index.js';

const count = z.number().int().nonnegative();

/** One of the 5 latest ticket applications on the dashboard (spec §2 "Admin dashboard"). */
export const DashboardApplication = z.object({
  id: z.string(),
  username: z.string(),
  investmentAmount: z.number().int(),
  ticketCount: z.number().int(),
  status: TicketApplicationStatus,
  companyName: z.string(),
  createdAt: z.string(),
});
export type DashboardApplication = z.infer<typeof DashboardApplication>;

/** GET /api/admin/dashboard (staff): the four counters come from the three breakdowns. */
export const AdminDashboard = z.object({
  cards: z.object({ total: count, published: count, draft: count, hidden: count }),
  companies: z.object({ total: count, active: count, inactive: count }),
  applications: z.object({ total: count, pending: count, approved: count, rejected: count }),
  latestApplications: z.array(DashboardApplication),
});
export type AdminDashboard = z.infer<typeof AdminDashboard>;

export const DASHBOARD_LATEST_APPLICATIONS = 5;
