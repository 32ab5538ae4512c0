import { adminAccountEventSchemas } from './accounts/admin.js';
import { accountEventSchemas } from './accounts/index.js';
import { recoveryEventSchemas } from './accounts/recovery.js';
import { twoFactorEventSchemas } from './accounts/two-factor.js';
import { analyticsEventSchemas } from './analytics/index.js';
import { bookEventSchemas } from './books/index.js';
import { bannerEventSchemas } from './banners/index.js';
import { cardEventSchemas } from './cards/index.js';
import { companyEventSchemas } from './companies/index.js';
import { drawEventSchemas } from './draws/index.js';
import { eventEventSchemas } from './events/index.js';
import { huntEventSchemas } from './hunts/events.js';
import { kickEventSchemas } from './kick/events.js';
import { legalEventSchemas } from './legal/index.js';
import { operationsEventSchemas } from './operations/index.js';
import { pointsEventSchemas } from './points/index.js';
import { rewardEventSchemas } from './rewards/index.js';
import { settingsEventSchemas } from './settings/index.js';
import { slidingBannerEventSchemas } from './sliding-banners/index.js';
import {
  ticketEventSchemas,
  upcastTicketApplicationApproved,
  upcastTicketNumbersAllocated,
  upcastTicketSettingsChanged,
} from './tickets/index.js';
import { verificationEventSchemas } from './verification/index.js';

/**
 * Every event type of the log with the schema of its newest version: the one definition the backend's
 * event unions are derived from and every appended event is checked against.
 */
export const schemaOfEventType = {
  ...accountEventSchemas,
  ...adminAccountEventSchemas,
  ...recoveryEventSchemas,
  ...twoFactorEventSchemas,
  ...analyticsEventSchemas,
  ...bookEventSchemas,
  ...bannerEventSchemas,
  ...cardEventSchemas,
  ...companyEventSchemas,
  ...drawEventSchemas,
  ...eventEventSchemas,
  ...huntEventSchemas,
  ...kickEventSchemas,
  ...legalEventSchemas,
  ...operationsEventSchemas,
  ...pointsEventSchemas,
  ...rewardEventSchemas,
  ...settingsEventSchemas,
  ...slidingBannerEventSchemas,
  ...ticketEventSchemas,
  ...verificationEventSchemas,
} as const;

export type EventType = keyof typeof schemaOfEventType;

/**
 * The types stored in more than one version, each with the function that lifts any stored version to
 * the newest: readers (deciders and projections) are handed events already lifted.
 */
export const upcasterOfEventType: Partial<Record<EventType, (data: never) => unknown>> = {
  TicketSettingsChanged: upcastTicketSettingsChanged,
  TicketNumbersAllocated: upcastTicketNumbersAllocated,
  TicketApplicationApproved: upcastTicketApplicationApproved,
};

/** True when `type` is an event type of the log (for lists built from names, such as the audited types). */
export const isEventType = (type: string): type is EventType => Object.hasOwn(schemaOfEventType, type);
