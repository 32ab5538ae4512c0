/**
 * The contract slices: each is exported for both apps and its event group registered here, in the order
 * of docs/events.md. A new slice adds its two lines (its export and its group); the event registry
 * (`schemaOfEventType`), the upcasters, the personal-data declarations and the catalogue derive from
 * `contractSlices`.
 */
import { accountEvents, adminAccountEvents, recoveryEvents, twoFactorEvents } from './accounts/slice.js';
import { analyticsEvents } from './analytics/slice.js';
import { bannerEvents } from './banners/slice.js';
import { bookEvents } from './books/slice.js';
import { cardEvents } from './cards/slice.js';
import { companyEvents } from './companies/slice.js';
import { drawEvents } from './draws/slice.js';
import { eventEvents } from './events/slice.js';
import { huntEvents } from './hunts/slice.js';
import { kickEvents } from './kick/slice.js';
import { legalEvents } from './legal/slice.js';
import { operationsEvents } from './operations/slice.js';
import { pointsEvents } from './points/slice.js';
import { rewardEvents } from './rewards/slice.js';
import { settingsEvents } from './settings/slice.js';
import { slidingBannerEvents } from './sliding-banners/slice.js';
import { ticketEvents } from './tickets/slice.js';
import { verificationEvents } from './verification/slice.js';

export * from './accounts/index.js';
export * from './accounts/admin.js';
export * from './accounts/normalise.js';
export * from './accounts/recovery.js';
export * from './accounts/two-factor.js';
export * from './settings/index.js';
export * from './content/index.js';
export * from './uploads/index.js';
export * from './cards/index.js';
export * from './banners/index.js';
export * from './sliding-banners/index.js';
export * from './companies/index.js';
export * from './analytics/index.js';
export * from './analytics/reports.js';
export * from './analytics/site-paths.js';
export * from './dashboard/index.js';
export * from './events/index.js';
export * from './points/index.js';
export * from './verification/index.js';
export * from './rewards/index.js';
export * from './tickets/index.js';
export * from './draws/index.js';
export * from './hunts/index.js';
export * from './audit/index.js';
export * from './books/index.js';
export * from './legal/index.js';
export * from './operations/index.js';
export * from './kick/index.js';

export {
  accountEvents,
  adminAccountEvents,
  recoveryEvents,
  twoFactorEvents,
  analyticsEvents,
  bannerEvents,
  bookEvents,
  cardEvents,
  companyEvents,
  drawEvents,
  eventEvents,
  huntEvents,
  kickEvents,
  legalEvents,
  operationsEvents,
  pointsEvents,
  rewardEvents,
  settingsEvents,
  slidingBannerEvents,
  ticketEvents,
  verificationEvents,
};

export const contractSlices = [
  accountEvents,
  adminAccountEvents,
  recoveryEvents,
  twoFactorEvents,
  cardEvents,
  bannerEvents,
  slidingBannerEvents,
  companyEvents,
  settingsEvents,
  legalEvents,
  operationsEvents,
  pointsEvents,
  verificationEvents,
  rewardEvents,
  ticketEvents,
  eventEvents,
  drawEvents,
  huntEvents,
  bookEvents,
  analyticsEvents,
  kickEvents,
] as const;
