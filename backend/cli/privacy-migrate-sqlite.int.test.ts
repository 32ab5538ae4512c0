import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSqliteEventStore } from '../core/event-store/sqlite-event-store.js';
import { createPrivacyBoundary } from '../core/privacy/private-event-store.js';
import { createSqliteMemberKeys } from '../core/privacy/sqlite-member-keys.js';
import { READ_MODELS_FILE } from '../infrastructure.js';
import { oldMember, writeOldStyleLog } from '../test-support/old-style-log.js';
import { migrateSqlite } from './privacy-migrate-sqlite.js';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const meta = { actorId: null, actorRole: null, at: '2026-01-01T00:00:00.000Z', correlationId: 'c' };

async function migrated(setUp: (dir: string) => Promise<void> | void) {
  dir = mkdtempSync(path.join(tmpdir(), 'privacy-migrate-sqlite-'));
  await setUp(dir);
  const keys = createSqliteMemberKeys(path.join(dir, 'keys.db'));
  const lines: string[] = [];
  const code = await migrateSqlite(dir, keys, false, (l) => lines.push(l));
  return { code, lines, keys };
}

describe('the embedded migration, in process', () => {
  it("seals a draw's entries by their username's owner, and reads them back the same", async () => {
    const [a, b] = [oldMember('61'), oldMember('62')];
    const draw = {
      drawId: 'd1',
      winners: [{ userId: a.userId, username: a.username, entryId: 'e1' }],
      entries: [
        { id: 'e1', username: a.username },
        { id: 'e2', username: b.username },
      ],
    };
    const { code, keys } = await migrated(async (d) => {
      await writeOldStyleLog(d, [a, b]);
      const store = createSqliteEventStore(path.join(d, 'events.db'));
      await store.append('draw-d1', [{ type: 'DrawRun', data: draw, metadata: meta }], 'no_stream');
      await store.close();
    });
    expect(code).toBe(0);
    const raw = readFileSync(path.join(dir, 'events.db')).toString('latin1');
    expect([a.username, b.username].filter((v) => raw.includes(v))).toEqual([]);
    const events = createPrivacyBoundary(createSqliteEventStore(path.join(dir, 'events.db')), keys).events;
    expect((await events.readStream('draw-d1'))[0]!.data).toEqual(draw);
    await Promise.all([events.close(), keys.close()]);
  });

  it('refuses while a site holds the read models (a live process writes them)', async () => {
    const { code, lines, keys } = await migrated((d) => {
      writeFileSync(path.join(d, `${READ_MODELS_FILE}.lock`), String(process.pid));
    });
    expect(code).toBe(1);
    expect(lines).toEqual([`The site is running on ${dir} (process ${process.pid}): stop it first.`]);
    await keys.close();
  });

  it('refuses --delete-backup before a migration', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'privacy-migrate-sqlite-'));
    await writeOldStyleLog(dir, [oldMember('63')]);
    const keys = createSqliteMemberKeys(path.join(dir, 'keys.db'));
    const lines: string[] = [];
    expect(await migrateSqlite(dir, keys, true, (l) => lines.push(l))).toBe(1);
    expect(lines).toEqual(['The log is not migrated yet: run `npm run privacy:migrate` first.']);
    await keys.close();
  });
});
