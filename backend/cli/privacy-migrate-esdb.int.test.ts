import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { EventStore } from '../core/event-store/event-store.js';
import { createEventStoreDbEventStore } from '../core/event-store/eventstoredb-event-store.js';
import { isSealed } from '../core/privacy/field-crypto.js';
import { createPrivacyBoundary } from '../core/privacy/private-event-store.js';
import { createSqliteMemberKeys } from '../core/privacy/sqlite-member-keys.js';
import { FakeEventStoreDbClient } from '../test-support/fake-eventstoredb.js';
import { writeOldPlatformEvents } from '../test-support/old-platform-log.js';
import { oldMember, writeOldStyleEvents } from '../test-support/old-style-log.js';
import { MIGRATED_MARK, SEALED_FORMAT_MARK } from '../core/privacy/log-format.js';
import { migrateEventStoreDb } from './privacy-migrate-esdb.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A server's whole log is copied, so the real run needs a source of its own and an empty target. */
const source = process.env.EVENTSTORE_URL;
const target = process.env.EVENTSTORE_MIGRATE_TO_URL;
if (!source || !target)
  console.info(
    'privacy:migrate against EventStoreDB servers skipped: set EVENTSTORE_URL (a server this test may fill) and ' +
      'EVENTSTORE_MIGRATE_TO_URL (an empty one); the client double runs it below',
  );

const quiet = { warn: () => {} };
const overDouble = () => createEventStoreDbEventStore(new FakeEventStoreDbClient().client, { log: quiet });

function migrationSuite(name: string, open: () => { from: EventStore; to: EventStore }) {
  describe(`npm run privacy:migrate -- --to: ${name}`, () => {
    it('copies the log sealed into the new database, the claims into the key store, once', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'privacy-migrate-esdb-'));
      dirs.push(dir);
      const keys = createSqliteMemberKeys(path.join(dir, 'keys.db'));
      const { from, to } = open();
      const members = [oldMember('51'), oldMember('52')];
      const kick = { userId: members[0]!.userId, kickUserId: 987654321951, telegramUserId: 876543210851, kickName: 'EskiKick51' };
      try {
        await writeOldStyleEvents(from, members);
        await writeOldPlatformEvents(from, kick);
        const lines: string[] = [];
        expect(await migrateEventStoreDb(from, to, keys, (l) => lines.push(l))).toBe(0);
        const copied = await to.readAll(-1, 1000);
        expect(copied.filter((e) => e.type.startsWith('Name'))).toEqual([]);
        const mine = copied.filter((e) => members.some((m) => e.streamId === `user-${m.userId}`));
        expect(mine.map((e) => e.type).sort()).toEqual([
          'KickAccountLinked',
          'TelegramAccountVerified',
          'UserRegistered',
          'UserRegistered',
        ]);
        const raw = JSON.stringify(copied);
        // The platform ids: in no event and no stream name; their claims are reservations now.
        for (const id of [kick.kickUserId, kick.telegramUserId, kick.kickName]) expect(raw).not.toContain(String(id));
        expect(await keys.nameOwner('kick', String(kick.kickUserId))).toBe(kick.userId);
        expect(await keys.nameOwner('telegram', String(kick.telegramUserId))).toBe(kick.userId);
        for (const m of members) {
          for (const value of [m.username, m.email, m.phone, m.firstName]) expect(raw).not.toContain(value);
          expect(await keys.nameOwner('username', m.username)).toBe(m.userId);
          expect(await keys.nameOwner('email', m.email.toUpperCase())).toBe(m.userId);
        }
        const registrations = mine.filter((e) => e.type === 'UserRegistered');
        expect(registrations.every((e) => isSealed((e.data as { email: string }).email))).toBe(true);
        const [read] = await createPrivacyBoundary(to, keys).events.readStream(`user-${members[0]!.userId}`);
        expect(read!.data).toMatchObject({ username: members[0]!.username, email: members[0]!.email });
        expect(await migrateEventStoreDb(from, to, keys, (l) => lines.push(l))).toBe(1);
        expect(lines.at(-1)).toMatch(/^Refused: /);
      } finally {
        await Promise.all([from.close(), to.close(), keys.close()]);
      }
    });
  });
}

if (source && target)
  migrationSuite(`servers ${source} -> ${target}`, () => ({
    from: createEventStoreDbEventStore(source),
    to: createEventStoreDbEventStore(target),
  }));
migrationSuite('client doubles', () => ({ from: overDouble(), to: overDouble() }));

describe('npm run privacy:migrate -- --to, on a database the previous version migrated', () => {
  it('copies it once more for the platform ids, then refuses', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'privacy-migrate-esdb-'));
    dirs.push(dir);
    const keys = createSqliteMemberKeys(path.join(dir, 'keys.db'));
    const [from, to] = [overDouble(), overDouble()];
    const links = { userId: 'uye-53', kickUserId: 987654321953, telegramUserId: 876543210853, kickName: 'EskiKick53' };
    try {
      await writeOldPlatformEvents(from, links, keys);
      for (const mark of [SEALED_FORMAT_MARK, MIGRATED_MARK]) await keys.mark(mark);
      const lines: string[] = [];
      expect(await migrateEventStoreDb(from, to, keys, (l) => lines.push(l))).toBe(0);
      const copied = await to.readAll(-1, 1000);
      expect(
        copied.map((e) => e.streamId).filter((id) => id.startsWith('kickAccount-') || id.startsWith('telegramAccount-')),
      ).toEqual([]);
      for (const id of [links.kickUserId, links.telegramUserId]) expect(JSON.stringify(copied)).not.toContain(String(id));
      const receipt = await createPrivacyBoundary(to, keys).events.readStream(`kickMessage-bagla-${links.userId}`);
      expect(receipt[0]!.data).toMatchObject({ kickUserId: links.kickUserId, senderName: links.kickName });
      expect(await keys.subjectsStartingWith(`kick:${links.kickUserId}`)).toEqual([]);
      expect(await migrateEventStoreDb(from, overDouble(), keys, (l) => lines.push(l))).toBe(1);
    } finally {
      await Promise.all([from.close(), to.close(), keys.close()]);
    }
  });
});
