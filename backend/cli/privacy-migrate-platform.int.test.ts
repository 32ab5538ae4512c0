import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSqliteEventStore } from '../core/event-store/sqlite-event-store.js';
import {
  logFormatProblem,
  MIGRATE_FIRST,
  MIGRATE_PLATFORM_IDS,
  MIGRATED_MARK,
  SEALED_FORMAT_MARK,
} from '../core/privacy/log-format.js';
import type { MemberKeys } from '../core/privacy/member-keys.js';
import { createPrivacyBoundary } from '../core/privacy/private-event-store.js';
import { createSqliteMemberKeys } from '../core/privacy/sqlite-member-keys.js';
import { type OldPlatformLinks, writeOldPlatformEvents } from '../test-support/old-platform-log.js';
import { oldMember, writeOldStyleLog } from '../test-support/old-style-log.js';
import { migrateSqlite } from './privacy-migrate-sqlite.js';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const links = (userId: string, tag: number): OldPlatformLinks => ({
  userId,
  kickUserId: 987654321900 + tag,
  telegramUserId: 876543210800 + tag,
  kickName: `EskiKickAdi${tag}`,
});
const eventsFile = () => path.join(dir, 'events.db');
/** The decimal ids and names found in the log file's raw bytes or its stream names. */
function inClear(values: readonly (string | number)[]) {
  const raw = readFileSync(eventsFile()).toString('latin1');
  return values.map(String).filter((v) => raw.includes(v));
}
function streamNames(): string[] {
  const db = new Database(eventsFile(), { readonly: true });
  try {
    return db.prepare<[], string>('SELECT DISTINCT stream_id FROM events').pluck().all();
  } finally {
    db.close();
  }
}
async function guard(keys: MemberKeys) {
  const raw = createSqliteEventStore(eventsFile());
  try {
    return await logFormatProblem(raw, keys);
  } finally {
    await raw.close();
  }
}
async function withOldEvents(write: (store: ReturnType<typeof createSqliteEventStore>) => Promise<void>) {
  const store = createSqliteEventStore(eventsFile());
  await write(store);
  await store.close();
}
const dataOf = async (keys: MemberKeys, stream: string, type: string) => {
  const events = createPrivacyBoundary(createSqliteEventStore(eventsFile()), keys).events;
  try {
    return (await events.readStream(stream)).find((e) => e.type === type)?.data;
  } finally {
    await events.close();
  }
};

describe('privacy:migrate, the platform ids (issue 32)', () => {
  it('a log from before the boundary: the claim streams become reservations, the ids are sealed and read back', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'privacy-platform-'));
    const m = oldMember('71');
    const l = links(m.userId, 71);
    await writeOldStyleLog(dir, [m]);
    await withOldEvents((store) => writeOldPlatformEvents(store, l));
    const keys = createSqliteMemberKeys(path.join(dir, 'keys.db'));
    expect(inClear([l.kickUserId, l.telegramUserId, l.kickName])).toHaveLength(3); // the search finds what is there
    expect(await guard(keys)).toBe(MIGRATE_FIRST);

    expect(await migrateSqlite(dir, keys, false, () => {})).toBe(0);
    expect(inClear([l.kickUserId, l.telegramUserId, l.kickName])).toEqual([]);
    expect(streamNames().filter((s) => s.includes(String(l.kickUserId)) || s.includes(String(l.telegramUserId)))).toEqual([]);
    expect(await keys.nameOwner('kick', String(l.kickUserId))).toBe(m.userId);
    expect(await keys.nameOwner('telegram', String(l.telegramUserId))).toBe(m.userId);
    expect(await keys.nameOwner('kickFollow', String(l.kickUserId))).toBe(`follow-${m.userId}`);
    expect(await dataOf(keys, `user-${m.userId}`, 'KickAccountLinked')).toMatchObject({ kickUserId: l.kickUserId });
    expect(await dataOf(keys, `kickMessage-bagla-${m.userId}`, 'KickChatMessageReceived')).toMatchObject({
      kickUserId: l.kickUserId,
      senderName: l.kickName,
      linkCode: 'ABC234',
    });
    expect(await guard(keys)).toBeNull();
    await keys.close();
  });

  it('a log sealed by the previous version: its platform step runs once; an erased member’s ids read as erased', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'privacy-platform-'));
    const keys = createSqliteMemberKeys(path.join(dir, 'keys.db'));
    const [live, gone] = [links('uye-kalan', 72), links('uye-silinen', 73)];
    await withOldEvents(async (store) => {
      await writeOldPlatformEvents(store, live, keys);
      await writeOldPlatformEvents(store, gone, keys);
    });
    for (const mark of [SEALED_FORMAT_MARK, MIGRATED_MARK]) await keys.mark(mark);
    // The previous version's erasure: keys of the member and of `kick:<id>` gone, the claim streams left.
    await keys.beginErasure(gone.userId);
    await keys.completeErasure(gone.userId, [`kick:${gone.kickUserId}`]);
    const ids = [live, gone].flatMap((l) => [l.kickUserId, l.telegramUserId]);
    expect(inClear(ids)).toHaveLength(4); // the search finds what is there
    const envelopes = readFileSync(eventsFile()).toString('latin1');
    expect(envelopes).toContain(Buffer.from(`kick:${live.kickUserId}`).toString('base64url'));
    expect(await guard(keys)).toBe(MIGRATE_PLATFORM_IDS);

    const lines: string[] = [];
    expect(await migrateSqlite(dir, keys, false, (line) => lines.push(line))).toBe(0);
    expect(lines.join('\n')).toContain('WARNING: this backup holds personal data in clear');
    expect(inClear(ids)).toEqual([]);
    // Nor an envelope sealed for the old subject `kick:<Kick id>` (an envelope names its subject in base64url).
    const oldSubjects = [live, gone].map((l) => Buffer.from(`kick:${l.kickUserId}`).toString('base64url'));
    expect(oldSubjects.some((b64) => readFileSync(eventsFile()).toString('latin1').includes(b64))).toBe(false);
    expect(streamNames().filter((s) => ids.some((id) => s.includes(String(id))))).toEqual([]);
    expect(await dataOf(keys, `kickMessage-bagla-${live.userId}`, 'KickChatMessageReceived')).toMatchObject({
      kickUserId: live.kickUserId,
      senderName: live.kickName,
    });
    expect(await dataOf(keys, `kickMessage-bagla-${gone.userId}`, 'KickChatMessageReceived')).toMatchObject({
      kickUserId: 0,
      senderName: null,
      linkCode: null,
    });
    expect(await dataOf(keys, `user-${gone.userId}`, 'KickAccountLinked')).toMatchObject({ kickUserId: 0 });
    expect(await dataOf(keys, `user-${gone.userId}`, 'TelegramAccountVerified')).toMatchObject({ telegramUserId: 0 });
    // The erased member's accounts are free; the old `kick:<id>` subjects are gone from the key store.
    expect(await keys.nameOwner('kick', String(live.kickUserId))).toBe(live.userId);
    expect(await keys.nameOwner('kick', String(gone.kickUserId))).toBeNull();
    expect(await keys.nameOwner('telegram', String(gone.telegramUserId))).toBeNull();
    expect((await keys.subjectsStartingWith('kick:')).filter((s) => /^kick:\d+$/.test(s))).toEqual([]);
    expect(await guard(keys)).toBeNull();
    const again: string[] = [];
    expect(await migrateSqlite(dir, keys, false, (line) => again.push(line))).toBe(1);
    expect(again.join('\n')).toContain('Refused: the log');
    await keys.close();
  });
});
