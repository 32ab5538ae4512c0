import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { oldMember, writeOldStyleLog } from '../../test-support/old-style-log.js';
import { spawnServer } from '../../test-support/spawn-server.js';
import { migrateSqlite } from '../../cli/privacy-migrate-sqlite.js';
import { createSqliteEventStore } from '../event-store/sqlite-event-store.js';
import { writeOldPlatformEvents } from '../../test-support/old-platform-log.js';
import { KEYS_MISSING, MIGRATE_FIRST, MIGRATE_PLATFORM_IDS, MIGRATED_MARK, SEALED_FORMAT_MARK } from './log-format.js';
import { createSqliteMemberKeys } from './sqlite-member-keys.js';

const dirs: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'log-format-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('the start-up guard against a log written before the privacy boundary', () => {
  it('refuses to serve an old-style log, and says to run the migration', async () => {
    const dir = folder();
    await writeOldStyleLog(dir, [oldMember('1')]);
    const start = spawnServer({ DATA_DIR: dir });
    await expect(start).rejects.toThrow(`server exited with 1:\n${MIGRATE_FIRST}`);
    await expect(start).rejects.toThrow(/npm run privacy:migrate/);
    await expect(start).rejects.not.toThrow(/at .*\.ts:\d+/); // one line for the operator, no stack trace
  });

  it('starts on a fresh folder and marks it sealed, so it starts again', async () => {
    const dir = folder();
    for (let i = 0; i < 2; i++) {
      const server = await spawnServer({ DATA_DIR: dir });
      await server.kill();
    }
    const keys = createSqliteMemberKeys(path.join(dir, 'keys.db'));
    expect(await keys.hasMark(SEALED_FORMAT_MARK)).toBe(true);
    await keys.close();
  });

  it('refuses a sealed log whose keys.db is missing, instead of showing every member as erased', async () => {
    const dir = folder();
    const server = await spawnServer({ DATA_DIR: dir });
    const res = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'anahtarsiz', email: 'anahtarsiz@example.com', password: 'Kuzey-Yildizi-7' }),
    });
    expect(res.status).toBe(201);
    await server.kill();
    // The log restored from a backup without the key store beside it.
    for (const f of ['keys.db', 'keys.db-wal', 'keys.db-shm']) rmSync(path.join(dir, f), { force: true });
    const start = spawnServer({ DATA_DIR: dir });
    await expect(start).rejects.toThrow(`server exited with 1:\n${KEYS_MISSING}`);
  });

  it('refuses a log the previous version sealed with the platform ids still in clear, until the migration ran', async () => {
    const dir = folder();
    const keys = createSqliteMemberKeys(path.join(dir, 'keys.db'));
    const store = createSqliteEventStore(path.join(dir, 'events.db'));
    const links = { userId: 'uye-1', kickUserId: 987654321981, telegramUserId: 876543210881, kickName: 'EskiKick81' };
    await writeOldPlatformEvents(store, links, keys);
    await store.close();
    for (const mark of [SEALED_FORMAT_MARK, MIGRATED_MARK]) await keys.mark(mark);
    const start = spawnServer({ DATA_DIR: dir });
    await expect(start).rejects.toThrow(`server exited with 1:\n${MIGRATE_PLATFORM_IDS}`);
    expect(await migrateSqlite(dir, keys, false, () => {})).toBe(0);
    await keys.close();
    const server = await spawnServer({ DATA_DIR: dir });
    await server.kill();
  });
});
