import { z } from 'zod';
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
import { legalEventSchemas } from './legal/index.js';
import { operationsEventSchemas } from './operations/index.js';
import { huntEventSchemas } from './hunts/events.js';
import { kickEventSchemas } from './kick/events.js';
import { pointsEventSchemas } from './points/index.js';
import { rewardEventSchemas } from './rewards/index.js';
import { settingsEventSchemas } from './settings/index.js';
import { slidingBannerEventSchemas } from './sliding-banners/index.js';
import { ticketEventSchemas } from './tickets/index.js';
import { verificationEventSchemas } from './verification/index.js';

interface Group {
  slice: string;
  /** The streams its events are appended to (`<category>-<id>`). */
  streams: string;
  events: Record<string, z.ZodType>;
}

/** Every event type the log holds, by slice, with the schema it is checked against. */
export const eventCatalogue: Group[] = [
  {
    slice: 'accounts',
    streams: '`user-<id>`, `session-<id>` (`usernameClaim-<name>`, `emailClaim-<address>` only in logs not yet migrated)',
    events: accountEventSchemas,
  },
  {
    slice: 'accounts (staff: bans, manual points)',
    streams: '`user-<id>`, `accountAccess-main`',
    events: adminAccountEventSchemas,
  },
  {
    slice: 'accounts (password reset, sessions)',
    streams: '`user-<id>`, `session-<id>`',
    events: recoveryEventSchemas,
  },
  { slice: 'accounts (staff two-step login)', streams: '`twoFactor-<user id>`', events: twoFactorEventSchemas },
  { slice: 'cards', streams: '`card-<id>`', events: cardEventSchemas },
  { slice: 'banners', streams: '`banner-<id>`', events: bannerEventSchemas },
  { slice: 'sliding-banners', streams: '`slidingBanner-<id>`', events: slidingBannerEventSchemas },
  { slice: 'companies', streams: '`company-<id>`', events: companyEventSchemas },
  { slice: 'settings', streams: '`siteSettings-main`', events: settingsEventSchemas },
  { slice: 'legal', streams: '`legalText-<kvkk | cookies>`', events: legalEventSchemas },
  { slice: 'operations (backups)', streams: '`backups-<yyyymmdd>`', events: operationsEventSchemas },
  {
    slice: 'points',
    streams: '`user-<id>` (points), `streamingRules-main`',
    events: pointsEventSchemas,
  },
  {
    slice: 'verification',
    streams: '`user-<id>`, `telegramCode-<code>` (`TelegramAccountClaimed` is no longer written)',
    events: verificationEventSchemas,
  },
  { slice: 'rewards', streams: '`reward-<id>`, `user-<id>` (the debit and refund)', events: rewardEventSchemas },
  {
    slice: 'tickets',
    streams: '`ticketCompany-<id>`, `ticketSettings-main`, `ticketApplication-<id>`, `ticketNumberSequence-main`',
    events: ticketEventSchemas,
  },
  { slice: 'events', streams: '`event-<id>`, `eventParticipation-<event id>_<user id>`', events: eventEventSchemas },
  { slice: 'draws', streams: '`draw-<id>`', events: drawEventSchemas },
  { slice: 'hunts', streams: '`hunt-<id>`', events: huntEventSchemas },
  {
    slice: 'books (closing an unbounded stream)',
    streams: 'the closed stream (a ticket sequence, a reward)',
    events: bookEventSchemas,
  },
  {
    slice: 'analytics',
    streams: '`pageViews-<Istanbul hour>`, `cardClicks-<Istanbul hour>` (batched off the command path)',
    events: analyticsEventSchemas,
  },
  {
    slice: 'kick',
    streams:
      '`kickMessage-<Kick message id>`, `kickChannel-main`, `kickSettings-main`, `kickLinkCode-<code>`, `user-<id>` (the account claims are no longer written)',
    events: kickEventSchemas,
  },
];

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  format?: string;
}

/** A field's type in a few words: `string`, `integer`, `'a' \| 'b'`, `string[]`, `object`, `string \| null`. */
function typeOf(s: JsonSchema): string {
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return [...new Set(alternatives.map(typeOf))].join(' \\| ');
  if (s.const !== undefined) return JSON.stringify(s.const).replaceAll('"', "'");
  if (s.enum) return s.enum.map((v) => JSON.stringify(v).replaceAll('"', "'")).join(' \\| ');
  if (Array.isArray(s.type)) return s.type.join(' \\| ');
  if (s.type === 'array') return `${s.items ? typeOf(s.items) : 'unknown'}[]`;
  if (s.type === 'object' && s.properties) return `{ ${Object.keys(s.properties).join(', ')} }`;
  return s.type ?? 'any';
}

function eventTable(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  const fields = Object.entries(json.properties ?? {});
  if (fields.length === 0) return ['(no fields)'];
  const required = new Set(json.required ?? []);
  return [
    '| field | type | |',
    '|---|---|---|',
    ...fields.map(([name, field]) => `| \`${name}\` | ${typeOf(field)} | ${required.has(name) ? '' : 'optional'} |`),
  ];
}

/** docs/events.md, generated: `npm run docs:events` writes it, a unit test fails when it is stale. */
export function renderEventCatalogue(): string {
  const lines = [
    '# Event catalogue',
    '',
    '<!-- Generated from contracts/src/event-catalogue.ts by `npm run docs:events`; do not edit by hand. -->',
    '',
    'Every event type in the log, by slice, with the fields of its current schema in `contracts`. Each',
    "event also carries metadata: the actor (user id and role), the time and a correlation id. A type's",
    'meaning never changes: a new shape is a new version with an upcaster, and the older versions stay',
    'readable.',
    '',
  ];
  for (const group of eventCatalogue) {
    lines.push(`## ${group.slice}`, '', `Streams: ${group.streams}.`, '');
    for (const [type, schema] of Object.entries(group.events)) lines.push(`### ${type}`, '', ...eventTable(schema), '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
