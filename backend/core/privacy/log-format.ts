import { isSealed } from './field-crypto.js';
import type { EventStore, RecordedEvent } from '../event-store/event-store.js';
import type { MemberKeys } from './member-keys.js';

/** The key store's mark: the log beside it is in the sealed form (a new folder, or one migrated). */
export const SEALED_FORMAT_MARK = 'privacy-format';
/** Set by `npm run privacy:migrate` on the log it rewrote: a second run refuses. */
export const MIGRATED_MARK = 'privacy-migrated';

export const MIGRATE_FIRST =
  'The event log was written before personal data was sealed (KVKK, docs/privacy.md): ' +
  'stop the site, run `npm run privacy:migrate` once, then start it again.';

/** The old claim streams' events: usernames and e-mails in clear, in the data and in the stream names. */
export const CLAIM_EVENT_TYPES: ReadonlySet<string> = new Set(['NameReserved', 'NameReleased']);

/**
 * What only a log written before the privacy boundary holds: a claim event, or a registration whose
 * e-mail is in clear (an erased member's reads as "", which is not one).
 */
export function isOldStyle(event: Pick<RecordedEvent, 'type' | 'data'>): boolean {
  if (CLAIM_EVENT_TYPES.has(event.type)) return true;
  if (event.type !== 'UserRegistered') return false;
  const email = (event.data as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email !== '' && !isSealed(email);
}

const PAGE = 5000;

/**
 * Whether the log (read without the privacy boundary) may be served. A key store already marked: yes.
 * Otherwise the log is looked through once: a log with no old-style event (a brand-new folder, or one
 * written since the boundary exists) is marked sealed and served; one with old-style events is not, since
 * its names are not reserved in the key store (a second account could take them).
 */
export async function logIsSealed(raw: EventStore, keys: MemberKeys): Promise<boolean> {
  if (await keys.hasMark(SEALED_FORMAT_MARK)) return true;
  for (let after = -1; ;) {
    const page = await raw.readAll(after, PAGE);
    if (page.some(isOldStyle)) return false;
    if (page.length < PAGE) break;
    after = page[page.length - 1]!.position;
  }
  await keys.mark(SEALED_FORMAT_MARK);
  return true;
}
