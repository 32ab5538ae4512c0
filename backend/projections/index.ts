import type { Projection } from '../core/projections/projection.js';
import { sessionsProjection } from './accounts/sessions.projection.js';
import { passwordResetsProjection } from './accounts/password-resets.projection.js';
import { usersProjection } from './accounts/users.projection.js';
import { siteSettingsProjection } from './settings/site-settings.js';
import { cardsProjection } from './cards/cards.projection.js';
import { bannersProjection } from './banners/banners.projection.js';
import { slidingBannersProjection } from './sliding-banners/sliding-banners.projection.js';
import { companiesProjection } from './companies/companies.projection.js';
import { eventsProjection } from './events/events.projection.js';
import { memberPointsProjection } from './points/member-points.projection.js';
import { streamingRulesProjection } from './points/streaming-rules.projection.js';
import { pointsLedgerProjection } from './points/points-ledger.projection.js';
import { periodLeaderboardsProjection } from './points/period-leaderboards.projection.js';
import { socialVerificationsProjection } from './verification/social-verifications.projection.js';
import { rewardsProjection } from './rewards/rewards.projection.js';
import { analyticsProjection } from './analytics/analytics.projection.js';
import { dashboardProjection } from './dashboard/dashboard.projection.js';
import { ticketCompaniesProjection } from './tickets/ticket-companies.projection.js';
import { ticketSettingsProjection } from './tickets/ticket-settings.projection.js';
import { ticketApplicationsProjection } from './tickets/ticket-applications.projection.js';
import { drawsProjection } from './draws/draws.projection.js';
import { ticketPointsOwedProjection } from './tickets/ticket-points-owed.projection.js';
import { auditProjection } from './audit/audit.projection.js';
import { legalTextsProjection } from './legal/legal-texts.projection.js';
import { huntsProjection } from './hunts/hunts.projection.js';
import { kickProjection } from './kick/kick.projection.js';

/** Every read model of the app; the runner keeps each one up to date from the log. */
export const allProjections: Projection[] = [
  usersProjection,
  sessionsProjection,
  passwordResetsProjection,
  siteSettingsProjection,
  cardsProjection,
  bannersProjection,
  slidingBannersProjection,
  companiesProjection,
  eventsProjection,
  memberPointsProjection,
  streamingRulesProjection,
  pointsLedgerProjection,
  periodLeaderboardsProjection,
  socialVerificationsProjection,
  rewardsProjection,
  analyticsProjection,
  dashboardProjection,
  ticketCompaniesProjection,
  ticketSettingsProjection,
  ticketApplicationsProjection,
  drawsProjection,
  ticketPointsOwedProjection,
  auditProjection,
  legalTextsProjection,
  huntsProjection,
  kickProjection,
];
