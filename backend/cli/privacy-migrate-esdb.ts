import type { EventStore, RecordedEvent } from '../core/event-store/event-store.js';
import { MIGRATED_MARK, PLATFORM_IDS_MARK, SEALED_FORMAT_MARK } from '../core/privacy/log-format.js';
import type { MemberKeys } from '../core/privacy/member-keys.js';
import { createPrivacyBoundary } from '../core/privacy/private-event-store.js';
import { foldClaims, isNameClaim, reserveClaims } from './privacy-claims.js';
import { forgetLegacyKickSubjects, isPlatformClaim, legacyKickOpener, platformClaimsToReserve } from './privacy-platform-ids.js';

const isClaim = (e: RecordedEvent) => isNameClaim(e) || isPlatformClaim(e);

const PAGE = 1000;

/**
 * The EventStoreDB migration (docs/privacy.md): events cannot be rewritten in place, so every event but
 * the claim streams' is copied into a new, empty database through the privacy boundary (sealed on the
 * way, with its id, metadata and revision), and the claims go into the key store. Positions differ in
 * the new database: the read models are rebuilt against it. Answers the exit code.
 */
export async function migrateEventStoreDb(
  source: EventStore,
  target: EventStore,
  keys: MemberKeys,
  print: (line: string) => void,
): Promise<number> {
  // A log sealed by the previous version but not for platform ids may be copied once more (docs/privacy.md).
  if ((await keys.hasMark(SEALED_FORMAT_MARK)) && (await keys.hasMark(PLATFORM_IDS_MARK))) {
    print('Refused: the key store says the log was migrated (or written sealed) already; it runs once.');
    return 1;
  }
  if ((await target.headPosition()) !== -1) return (print('Refused: the --to database is not empty.'), 1);
  const claims: RecordedEvent[] = [];
  await eachPage(source, (page) => claims.push(...page.filter(isClaim)));
  const folded = [
    ...foldClaims(claims.filter((e) => isNameClaim(e))),
    ...(await platformClaimsToReserve(claims.filter(isPlatformClaim), keys)),
  ];
  for (const clash of await reserveClaims(folded, keys)) print(`Note: ${clash}`);
  const sealed = createPrivacyBoundary(target, keys).events;
  const openLegacy = legacyKickOpener(keys);
  let copied = 0;
  await eachPage(source, async (page) => {
    for (const recorded of page) {
      if (isClaim(recorded)) continue;
      const e = await openLegacy(recorded);
      const { id, type, data, metadata } = e;
      await sealed.append(e.streamId, [{ id, type, data, metadata }], e.revision === 0 ? 'no_stream' : e.revision - 1);
      copied++;
    }
  });
  await forgetLegacyKickSubjects(keys);
  await keys.mark(SEALED_FORMAT_MARK);
  await keys.mark(PLATFORM_IDS_MARK);
  await keys.mark(MIGRATED_MARK);
  print(`Copied ${copied} events, sealed, into the new database; ${claims.length} claim events moved into the key store.`);
  print('Point EVENTSTORE_URL at the new database, run `npm run projections:rebuild` (positions changed), then start the site.');
  print('The old database still holds personal data in clear: delete it once the site runs well.');
  return 0;
}

async function eachPage(store: EventStore, handle: (page: RecordedEvent[]) => unknown): Promise<void> {
  for (let after = -1; ;) {
    const page = await store.readAll(after, PAGE);
    await handle(page);
    if (page.length < PAGE) return;
    after = page[page.length - 1]!.position;
  }
}
