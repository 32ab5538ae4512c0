import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSqliteEventStore } from '../event-store/sqlite-event-store.js';
import type { EventToAppend, RecordedEvent } from '../event-store/event-store.js';
import { createPrivacyBoundary } from './private-event-store.js';
import { createSqliteMemberKeys } from './sqlite-member-keys.js';

const meta = { actorId: null, actorRole: null, at: '2026-11-01T10:00:00.000Z', correlationId: 'c' };
const registered = (userId: string, username: string): EventToAppend => ({
  type: 'UserRegistered',
  data: {
    userId,
    username,
    email: `${username}@ornek.com.tr`,
    passwordHash: 'scrypt$hash',
    firstName: 'Zeliha',
    lastName: null,
    phone: '+90 555 123 45 67',
    streamUrl: null,
    role: 'user',
  },
  metadata: meta,
});

describe('privacy boundary', () => {
  let dir = '';
  let close = async () => {};
  afterEach(async () => {
    await close();
    await rm(dir, { recursive: true, force: true });
  });
  async function open() {
    dir = await mkdtemp(join(tmpdir(), 'privacy-boundary-'));
    const file = join(dir, 'events.db');
    const store = createPrivacyBoundary(createSqliteEventStore(file), createSqliteMemberKeys(join(dir, 'keys.db')));
    close = async () => {
      await store.events.close();
      await store.keys.close();
    };
    const rawBytes = async () => {
      await store.events.close(); // flushes the WAL into the file
      return Buffer.concat([await readFile(file), await readFile(`${file}-wal`).catch(() => Buffer.alloc(0))]).toString('utf8');
    };
    return { ...store, rawBytes };
  }

  it('stores personal fields sealed, hands readers plain values, and leaves the caller’s event as it was', async () => {
    const { events, rawBytes } = await open();
    const event = registered('u1', 'zeliha_kvkk');
    await events.append('user-u1', [event], 'no_stream');
    expect((event.data as { email: string }).email).toBe('zeliha_kvkk@ornek.com.tr');
    const [read] = await events.readStream('user-u1');
    expect(read!.data).toEqual(event.data);
    const [all] = await events.readAll(-1, 10);
    expect(all!.data).toEqual(event.data);
    const raw = await rawBytes();
    for (const value of ['zeliha_kvkk', 'ornek.com.tr', 'Zeliha', '555 123', 'scrypt$hash']) expect(raw).not.toContain(value);
  });

  it('reads the erased values once the key is destroyed: the pseudonym for the username, empty or null for the rest', async () => {
    const { events, keys } = await open();
    await events.append('user-u1', [registered('u1', 'zeliha_kvkk')], 'no_stream');
    const pseudonym = await keys.beginErasure('u1');
    await keys.completeErasure('u1', []);
    const [read] = await events.readStream('user-u1');
    expect(read!.data).toMatchObject({ username: pseudonym, email: '', passwordHash: '', firstName: null, phone: null });
    // A command that raced the erasure writes nothing in clear either.
    await events.append(
      'user-u1',
      [{ type: 'StreamUrlChanged', data: { userId: 'u1', streamUrl: 'https://kick.com/z' } }].map((e) => ({
        ...e,
        metadata: meta,
      })),
      0,
    );
    const seen: RecordedEvent[] = [];
    const sub = events.subscribeToAll(-1, (batch) => void seen.push(...batch));
    await expect.poll(() => seen.length).toBe(2);
    await sub.stop();
    expect(seen[1]!.data).toEqual({ userId: 'u1', streamUrl: '' });
  });

  it('seals a draw’s entries with the key of the member holding the username, and its winners by their id', async () => {
    const { events, keys, rawBytes } = await open();
    await keys.reserveName('username', 'zeliha_kvkk', 'u1', 0);
    await events.append('user-u1', [registered('u1', 'zeliha_kvkk')], 'no_stream');
    const entries = [
      { entry: '1001', username: 'zeliha_kvkk' },
      { entry: '1002', username: 'mert' },
    ];
    const run = { drawId: 'd1', seed: 'ab', entriesHash: 'cd', entries, winners: [{ ...entries[0]!, userId: 'u1' }] };
    await events.append('draw-d1', [{ type: 'DrawRun', data: run, metadata: meta }], 'no_stream');
    const pseudonym = await keys.beginErasure('u1');
    await keys.completeErasure('u1', []);
    const [read] = await events.readStream('draw-d1');
    expect(read!.data).toMatchObject({
      entries: [
        { entry: '1001', username: pseudonym },
        { entry: '1002', username: 'mert' },
      ],
      winners: [{ entry: '1001', username: pseudonym, userId: 'u1' }],
    });
    expect(await rawBytes()).not.toContain('zeliha_kvkk');
  });
});
