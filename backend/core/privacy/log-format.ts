import { isSealed } from './field-crypto.js';
import type { EventStore, RecordedEvent } from '../event-store/event-store.js';
import type { MemberKeys } from './member-keys.js';
import { partsOf } from './personal-fields.js';

/** The key store's mark: the log beside it is in the sealed form (a new folder, or one migrated). */
export const SEALED_FORMAT_MARK = 'privacy-format';
/** Set by `npm run privacy:migrate` on the log it rewrote: a second run refuses. */
export const MIGRATED_MARK = 'privacy-migrated';
/** The log holds no Telegram or Kick id in clear and no platform claim stream (a new folder, or migrated). */
export const PLATFORM_IDS_MARK = 'privacy-platform-ids';

export const MIGRATE_FIRST =
  'The event log was written before personal data was sealed (KVKK, docs/privacy.md): ' +
  'stop the site, run `npm run privacy:migrate` once, then start it again.';

export const KEYS_MISSING =
  'The event log holds personal data sealed with keys that are not in its key store (keys.db beside it, or ' +
  "MongoDB's _member_* collections with MONGO_URL; a new or replaced key store): restore the key store from " +
  'the same backup as the log (docs/operations.md). ' +
  'Started like this, the site would show every member as erased.';

export const MIGRATE_PLATFORM_IDS =
  'The event log holds Telegram or Kick account ids in clear (written before they were sealed; KVKK, ' +
  'docs/privacy.md): stop the site, run `npm run privacy:migrate` once, then start it again.';

/** The old claim streams' events: usernames and e-mails in clear, in the data and in the stream names. */
export const CLAIM_EVENT_TYPES: ReadonlySet<string> = new Set(['NameReserved', 'NameReleased']);
/** The old platform claim streams' events (`kickAccount-<id>`, `telegramAccount-<id>`): the ids in the stream names. */
export const PLATFORM_CLAIM_EVENT_TYPES: ReadonlySet<string> = new Set([
  'KickAccountClaimed',
  'KickAccountReleased',
  'KickFollowCredited',
  'TelegramAccountClaimed',
]);
const PLATFORM_ID_FIELDS = ['telegramUserId', 'kickUserId', 'gifterKickUserId'] as const;

/** A platform claim event, or a marked event with a Telegram or Kick id in clear (0 is an erased one). */
export function hasClearPlatformId(event: Pick<RecordedEvent, 'type' | 'data'>): boolean {
  if (PLATFORM_CLAIM_EVENT_TYPES.has(event.type)) return true;
  if (!partsOf(event.type)) return false;
  const data = event.data as Record<string, unknown> | null;
  return PLATFORM_ID_FIELDS.some((f) => typeof data?.[f] === 'number' && data[f] !== 0);
}

/**
 * What only a log written before the privacy boundary holds: a claim event, or a registration whose
 * e-mail is in clear (an erased member's reads as "", which is not one).
 */
export function isOldStyle(event: Pick<RecordedEvent, 'type' | 'data'>): boolean {
  if (CLAIM_EVENT_TYPES.has(event.type) || hasClearPlatformId(event)) return true;
  if (event.type !== 'UserRegistered') return false;
  const email = (event.data as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email !== '' && !isSealed(email);
}

const PAGE = 5000;

/** A registration sealed by some key store: the log is in the new form, so its keys must be here too. */
const isSealedRegistration = (event: Pick<RecordedEvent, 'type' | 'data'>) => {
  const email = event.type === 'UserRegistered' ? (event.data as { email?: unknown } | null)?.email : undefined;
  return typeof email === 'string' && isSealed(email);
};

/**
 * Why the log (read without the privacy boundary) may not be served, or null. A key store marked for both
 * steps: it may. Otherwise the log is looked through once: one with old-style events may not (its names
 * and platform accounts are not reserved in the key store, so a second account could take them: migrate
 * first); one with sealed registrations may not either (its keys are elsewhere: a keys.db lost or not
 * restored with the log would silently erase everyone); a log with neither (a brand-new folder) is marked
 * and served. A log sealed by the previous version (marked sealed, not for platform ids) is looked
 * through for platform ids in clear and claim streams: the migration's platform step comes first.
 */
export async function logFormatProblem(raw: EventStore, keys: MemberKeys): Promise<string | null> {
  const sealed = await keys.hasMark(SEALED_FORMAT_MARK);
  if (sealed && (await keys.hasMark(PLATFORM_IDS_MARK))) return null;
  for (let after = -1; ;) {
    const page = await raw.readAll(after, PAGE);
    for (const event of page) {
      if (sealed && hasClearPlatformId(event)) return MIGRATE_PLATFORM_IDS;
      if (sealed) continue;
      if (isOldStyle(event)) return MIGRATE_FIRST;
      if (isSealedRegistration(event)) return KEYS_MISSING;
    }
    if (page.length < PAGE) break;
    after = page[page.length - 1]!.position;
  }
  await keys.mark(SEALED_FORMAT_MARK);
  await keys.mark(PLATFORM_IDS_MARK);
  return null;
}
