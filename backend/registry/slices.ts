import { accountsSlice } from '../commands/accounts/manifest.js';
import { memberAdminSlice } from '../commands/accounts/members/manifest.js';
import { analyticsSlice } from '../commands/analytics/manifest.js';
import { bannersSlice } from '../commands/banners/manifest.js';
import { cardsSlice } from '../commands/cards/manifest.js';
import { companiesSlice } from '../commands/companies/manifest.js';
import { drawsSlice } from '../commands/draws/manifest.js';
import { eventsSlice } from '../commands/events/manifest.js';
import { huntsSlice } from '../commands/hunts/manifest.js';
import { kickSlice } from '../commands/kick/manifest.js';
import { legalSlice } from '../commands/legal/manifest.js';
import { operationsSlice } from '../commands/operations/manifest.js';
import { pointsSlice } from '../commands/points/manifest.js';
import { rewardsSlice } from '../commands/rewards/manifest.js';
import { settingsSlice } from '../commands/settings/manifest.js';
import { slidingBannersSlice } from '../commands/sliding-banners/manifest.js';
import { ticketsSlice } from '../commands/tickets/manifest.js';
import { uploadsSlice } from '../commands/uploads/manifest.js';
import { verificationSlice } from '../commands/verification/manifest.js';
import { auditSlice } from '../projections/audit/manifest.js';
import { dashboardSlice } from '../projections/dashboard/manifest.js';
import type { SliceManifest } from './manifest.js';

/**
 * Every backend slice, one line each: the app mounts their routes in this order, the projection runner
 * keeps their read models, the OpenAPI document describes their operations and the server runs their
 * background work (docs/adding-a-slice.md).
 */
export const slices: readonly SliceManifest[] = [
  accountsSlice,
  settingsSlice,
  legalSlice,
  uploadsSlice,
  cardsSlice,
  bannersSlice,
  slidingBannersSlice,
  companiesSlice,
  analyticsSlice,
  dashboardSlice,
  eventsSlice,
  pointsSlice,
  verificationSlice,
  kickSlice,
  rewardsSlice,
  drawsSlice,
  huntsSlice,
  memberAdminSlice,
  auditSlice,
  ticketsSlice,
  operationsSlice,
];
