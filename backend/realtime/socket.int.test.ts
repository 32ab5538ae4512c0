import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serializeSigned } from 'hono/utils/cookie';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChangeNotice } from '../core/projections/projection.js';
import type { ProjectionRunner } from '../core/projections/runner.js';
import { createMemoryReadStore } from '../core/read-store/memory-read-store.js';
import { until } from '../test-support/until.js';
import { attachRealtime } from './socket.js';

const SECRET = 'socket-test-secret-socket-test-secret-01';
let http: Server;
let realtime: Awaited<ReturnType<typeof attachRealtime>> | undefined;
const clients: Socket[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await realtime?.close();
});

/** A runner stand-in: the test decides when a projection "publishes" a notice. */
function fakeRunner() {
  const listeners = new Set<(n: ChangeNotice) => void>();
  const runner = { onNotice: (l: (n: ChangeNotice) => void) => (listeners.add(l), () => listeners.delete(l)) };
  return { runner: runner as unknown as ProjectionRunner, publish: (n: ChangeNotice) => listeners.forEach((l) => l(n)) };
}

async function setup(options: Parameters<typeof attachRealtime>[5] = {}) {
  const read = createMemoryReadStore();
  await read.collection('users').insertOne({ _id: 'member1', username: 'uye', role: 'user' });
  await read.collection('users').insertOne({ _id: 'staff1', username: 'editor', role: 'editor', twoFactorEnabled: true });
  // Staff who never enrolled in the two-step login: staff only where STAFF_2FA=optional.
  await read.collection('users').insertOne({ _id: 'staff2', username: 'yeni_editor', role: 'editor' });
  await read.collection('sessions').insertOne({ _id: 's-member', userId: 'member1' });
  await read.collection('sessions').insertOne({ _id: 's-staff', userId: 'staff1' });
  await read.collection('sessions').insertOne({ _id: 's-unenrolled', userId: 'staff2' });
  const { runner, publish } = fakeRunner();
  http = createServer();
  realtime = attachRealtime(http, read, runner, SECRET, undefined, options);
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  return { publish, read, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
}

async function connectWith(url: string, sessionId?: string) {
  const cookie = sessionId ? (await serializeSigned('sid', sessionId, SECRET)).split(';')[0]! : undefined;
  const s = connect(url, { transports: ['websocket'], extraHeaders: cookie ? { cookie } : {} });
  clients.push(s);
  await new Promise<void>((resolve, reject) => (s.once('connect', () => resolve()), s.once('connect_error', reject)));
  return s;
}

async function client(url: string, sessionId?: string) {
  const s = await connectWith(url, sessionId);
  const seen: unknown[] = [];
  s.on('changed', (n) => seen.push(n));
  return seen;
}

const topicOf = (n: unknown) => (n as { topic: string }).topic;

/**
 * Sends one more public notice and waits until every client heard it, then takes it out again. Each
 * client has one connection, which keeps the server's order, and the notices published before it left
 * before it (their rooms were quiet): so whatever a client was sent of them has arrived, and what it
 * lacks was never sent to it.
 */
async function heardAllBefore(publish: (n: ChangeNotice) => void, ...seen: unknown[][]) {
  publish({ topic: 'banners', rooms: ['public'] });
  await until(() => seen.every((s) => s.some((n) => topicOf(n) === 'banners')), 'the last notice at every client', {
    ms: 5000,
  });
  for (const s of seen)
    s.splice(
      s.findIndex((n) => topicOf(n) === 'banners'),
      1,
    );
}

describe('Socket.IO rooms', () => {
  it('a member hears only public and their own notices; staff also hear the staff room', async () => {
    const { publish, url } = await setup();
    const guest = await client(url);
    const member = await client(url, 's-member');
    const staff = await client(url, 's-staff');
    const forged = await client(url, 'not-a-session');

    publish({ topic: 'leaderboard', rooms: ['public'] });
    publish({ topic: 'auth-user', rooms: ['user:member1'] });
    publish({ topic: 'admin-ticket-applications', ids: ['a1'], rooms: ['staff'] });
    await heardAllBefore(publish, guest, member, staff, forged);

    expect(guest).toEqual([{ topic: 'leaderboard' }]);
    expect(forged).toEqual([{ topic: 'leaderboard' }]);
    expect(member).toEqual(expect.arrayContaining([{ topic: 'leaderboard' }, { topic: 'auth-user' }]));
    expect(member).toHaveLength(2);
    expect(staff).toEqual(
      expect.arrayContaining([{ topic: 'leaderboard' }, { topic: 'admin-ticket-applications', ids: ['a1'] }]),
    );
    expect(staff).toHaveLength(2);
  });

  it('STAFF_2FA=required (the default): staff who have not enrolled are not in the staff room', async () => {
    const { publish, url } = await setup();
    const enrolled = await client(url, 's-staff');
    const unenrolled = await client(url, 's-unenrolled');
    publish({ topic: 'admin-users', ids: ['u1'], rooms: ['staff'] });
    await heardAllBefore(publish, enrolled, unenrolled);
    expect(enrolled).toEqual([{ topic: 'admin-users', ids: ['u1'] }]);
    expect(unenrolled).toEqual([]);
  });

  it('STAFF_2FA=optional: staff are in the staff room, enrolled or not', async () => {
    const { publish, url } = await setup({ staff2fa: 'optional' });
    const unenrolled = await client(url, 's-unenrolled');
    publish({ topic: 'admin-users', ids: ['u1'], rooms: ['staff'] });
    await heardAllBefore(publish, unenrolled);
    expect(unenrolled).toEqual([{ topic: 'admin-users', ids: ['u1'] }]);
  });

  it('sends the first notice of a burst at once and merges the rest into one message', async () => {
    const { publish, url } = await setup();
    const guest = await client(url);
    for (let i = 0; i < 100; i += 1) publish({ topic: 'cards', ids: [`c${i % 3}`], rooms: ['public'] });
    // The merged message leaves when the window ends; unmerged notices would have left with the first.
    await until(() => guest.length >= 2, 'the merged notice', { ms: 5000 });
    expect(guest).toEqual([
      { topic: 'cards', ids: ['c0'] },
      { topic: 'cards', ids: expect.any(Array) },
    ]);
    expect((guest[1] as { ids: string[] }).ids.sort()).toEqual(['c0', 'c1', 'c2']);
  });

  it('drops a socket whose session expired while it was open, and keeps a live one', async () => {
    let now = new Date('2026-11-01T10:00:00Z');
    const { read, url } = await setup({ clock: () => now, recheckMs: 20 });
    await read.collection('sessions').insertOne({ _id: 's-expiring', userId: 'member1', startedAt: now.toISOString() });
    await read.collection('sessions').insertOne({ _id: 's-later', userId: 'member1', startedAt: '2026-11-20T10:00:00Z' });
    const expiring = await connectWith(url, 's-expiring');
    const live = await connectWith(url, 's-later');
    const dropped = new Promise<string>((resolve) => expiring.once('disconnect', resolve));
    now = new Date('2026-12-02T10:00:00Z'); // 31 days on: past the first session's lifetime only
    expect(await dropped).toBe('io server disconnect');
    expect(live.connected).toBe(true);
  });
});
