import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { type SpawnedServer, spawnServer } from './test-support/spawn-server.js';
import { staffLogin } from './test-support/two-factor.js';

/**
 * Two server processes on one SQLite data folder, as one machine running a process per core would:
 * every cross-instance invariant must hold with requests split across both, and a change made through
 * one process must reach the other's sockets and read models.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'two-processes-'));
const ADMIN = { email: 'yonetici@example.com', password: 'yonetici123' };
const env = { DATA_DIR: dir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT: '100000' };
let servers: SpawnedServer[] = [];
const sockets: Socket[] = [];

afterAll(async () => {
  for (const s of sockets) s.close();
  await Promise.all(servers.map((s) => s.kill('SIGKILL')));
  rmSync(dir, { recursive: true, force: true });
});

async function call(server: SpawnedServer, method: string, url: string, body?: unknown, cookie?: string) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { origin: server.url, ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const json: any = await res.json().catch(() => null);
  return { status: res.status, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]!, json };
}

/** The admin's session on one of the processes, both steps of the login (one enrolment, shared log). */
const adminOn = (server: SpawnedServer) =>
  staffLogin(
    (...args) => call(server, ...args),
    dir,
    ADMIN.email,
    ADMIN.password,
    () => new Date(),
  );

function guestSocket(server: SpawnedServer) {
  const s = connect(server.url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
  sockets.push(s);
  return new Promise<Socket>((resolve, reject) => (s.once('connect', () => resolve(s)), s.once('connect_error', reject)));
}

const ok = (status: number) => status >= 200 && status < 300;

describe('two server processes on one data folder', () => {
  it('keep every invariant across both and tell each other’s sockets about changes', { timeout: 60_000 }, async () => {
    // Both start at once on an empty folder: one super_admin, one session secret, one writer of the read-model file.
    servers = await Promise.all([spawnServer(env), spawnServer(env)]);
    const [a, b] = servers as [SpawnedServer, SpawnedServer];
    const adminA = await adminOn(a);
    const adminB = await adminOn(b);

    // A socket on A hears a public change made through B.
    const socket = await guestSocket(a);
    const heard: { topic: string }[] = [];
    socket.on('changed', (n) => heard.push(n));
    expect((await call(b, 'POST', '/api/cards', { title: 'Duyuru', link: 'https://example.com' }, adminB)).status).toBe(201);
    await expect.poll(() => heard, { timeout: 15_000 }).toContainEqual(expect.objectContaining({ topic: 'cards' }));

    // The same username asked for on both processes at once: exactly one registration wins.
    const NAMES = 12;
    const registrations = await Promise.all(
      Array.from({ length: NAMES }, (_, i) =>
        Promise.all(
          [a, b].map((s, k) =>
            call(s, 'POST', '/api/auth/register', {
              username: `ikiz${i}`,
              email: `ikiz${i}-${k}@example.com`,
              password: 'Kuzey-Yildizi-7',
            }),
          ),
        ),
      ),
    );
    const members: { id: string; cookie: string }[] = [];
    for (const pair of registrations) {
      const won = pair.filter((r) => r.status === 201);
      expect(won).toHaveLength(1);
      expect(pair.find((r) => r.status !== 201)!.status).toBe(409);
      members.push({ id: won[0]!.json.user.id, cookie: won[0]!.cookie });
    }
    // The loser's e-mail holds no account on either process.
    const lost = registrations.map((pair) => pair.findIndex((r) => r.status !== 201));
    for (const [i, k] of lost.entries()) {
      expect(
        (
          await call(servers[1 - k]!, 'POST', '/api/auth/login', {
            email: `ikiz${i}-${k}@example.com`,
            password: 'Kuzey-Yildizi-7',
          })
        ).status,
      ).toBe(401);
    }

    await lastItemsNotOversold(a, b, adminA, members);
    await ticketNumbersUnique(a, b, adminA, adminB, members);
  });
});

/** Every member buys the same reward on both processes at once; only its stock is sold, points paid once each. */
async function lastItemsNotOversold(
  a: SpawnedServer,
  b: SpawnedServer,
  adminA: string,
  members: { id: string; cookie: string }[],
) {
  const STOCK = 3;
  const reward = await call(
    a,
    'POST',
    '/api/rewards',
    { title: 'Son Kupa', description: 'Son kalanlar', pointsCost: 100, stock: STOCK },
    adminA,
  );
  expect(reward.status).toBe(201);
  for (const m of members)
    expect((await call(b, 'POST', `/api/admin/users/${m.id}/points`, { delta: 300, reason: 'Hediye' }, adminA)).status).toBe(200);
  const answers = await Promise.all(
    members.flatMap((m) =>
      [a, b].map((s) => call(s, 'POST', '/api/user-rewards/purchase', { rewardId: reward.json.id }, m.cookie)),
    ),
  );
  expect(answers.filter((r) => r.status >= 500)).toEqual([]);
  expect(answers.filter((r) => ok(r.status))).toHaveLength(STOCK);
  for (const s of [a, b]) {
    await expect
      .poll(
        async () =>
          (await call(s, 'GET', '/api/rewards', undefined, adminA)).json.find((r: { id: string }) => r.id === reward.json.id),
        { timeout: 15_000 },
      )
      .toMatchObject({ stock: 0, sold: STOCK, reserved: 0 });
  }
  let spent = 0;
  for (const m of members) {
    const points = (await call(b, 'GET', '/api/auth/user', undefined, m.cookie)).json.points;
    spent += 300 - points;
  }
  expect(spent).toBe(STOCK * 100);
}

/** Approvals split across both processes (and one application approved on both at once): no ticket number twice. */
async function ticketNumbersUnique(
  a: SpawnedServer,
  b: SpawnedServer,
  adminA: string,
  adminB: string,
  members: { id: string; cookie: string }[],
) {
  const company = await call(
    a,
    'POST',
    '/api/ticket-companies',
    { name: 'Yıldız', logoUrl: 'https://example.com/l.png', ticketPrice: 500 },
    adminA,
  );
  expect(company.status).toBe(201);
  const apps: { id: string; count: number }[] = [];
  for (const [i, m] of members.entries()) {
    const username = `ikiz${i}`;
    const app = await call(
      i % 2 ? a : b,
      'POST',
      '/api/ticket-applications',
      { ticketCompanyId: company.json.id, username, investmentAmount: 500 * (1 + (i % 3)) },
      m.cookie,
    );
    expect(app.status).toBe(201);
    apps.push({ id: app.json.id, count: app.json.ticketCount });
  }
  const approve = (s: SpawnedServer, cookie: string, id: string) =>
    call(s, 'PATCH', `/api/admin/ticket-applications/${id}`, { status: 'approved' }, cookie);
  const answers = await Promise.all(
    apps.flatMap((app, i) =>
      i === 0
        ? [approve(a, adminA, app.id), approve(b, adminB, app.id)]
        : [approve(i % 2 ? a : b, i % 2 ? adminA : adminB, app.id)],
    ),
  );
  expect(answers.filter((r) => r.status >= 500)).toEqual([]);
  const all: string[] = [];
  for (const [i, app] of apps.entries()) {
    const s = i % 2 ? b : a; // read on the process that did not approve it
    await expect
      .poll(async () => (await call(s, 'GET', `/api/admin/ticket-numbers/${app.id}`, undefined, adminA)).json, {
        timeout: 15_000,
      })
      .toHaveLength(app.count);
    const numbers = (await call(s, 'GET', `/api/admin/ticket-numbers/${app.id}`, undefined, adminA)).json as {
      ticketNumber: string;
    }[];
    all.push(...numbers.map((n) => n.ticketNumber));
  }
  expect(all.length).toBe(apps.reduce((n, app) => n + app.count, 0));
  expect(new Set(all).size).toBe(all.length);
}
