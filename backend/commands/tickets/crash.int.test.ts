import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '../../test-support/spawn-server.js';
import { siteCall } from '../../test-support/site-call.js';
import { staffLogin } from '../../test-support/two-factor.js';
import { until } from '../../test-support/until.js';

const dir = mkdtempSync(path.join(tmpdir(), 'tickets-crash-'));
const env = { DATA_DIR: dir, ADMIN_EMAIL: 'staff@example.com', ADMIN_PASSWORD: 'staff123', AUTH_RATE_LIMIT: '100000' };
let server: SpawnedServer;
afterAll(async () => {
  await server?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const call = siteCall(() => server.url);

describe('ticket approvals and a crash', () => {
  it('after SIGKILL during approvals: no number twice, no approval lost or without its points, the rest still approvable', async () => {
    server = await spawnServer(env);
    const staff = await staffLogin(call, dir, 'staff@example.com', 'staff123', () => new Date());
    const company = await call(
      'POST',
      '/api/ticket-companies',
      { name: 'Yıldız', logoUrl: 'https://example.com/l.png', ticketPrice: 500 },
      staff,
    );
    const apps: { id: string; count: number; cookie: string }[] = [];
    for (let i = 0; i < 40; i += 1) {
      const m = await call('POST', '/api/auth/register', {
        username: `kaza${i}`,
        email: `kaza${i}@example.com`,
        password: 'Kuzey-Yildizi-7',
      });
      const a = await call(
        'POST',
        '/api/ticket-applications',
        { ticketCompanyId: company.json.id, username: `kaza${i}`, investmentAmount: 500 * (1 + (i % 4)) },
        m.cookie,
      );
      apps.push({ id: a.json.id, count: a.json.ticketCount, cookie: m.cookie });
    }
    const acknowledged = new Set<string>();
    let answered = 0;
    const inFlight = apps.map((a) =>
      call('PATCH', `/api/admin/ticket-applications/${a.id}`, { status: 'approved' }, staff)
        .then((r) => r.status === 200 && acknowledged.add(a.id))
        .catch(() => undefined)
        .finally(() => (answered += 1)),
    );
    // Kill once some approvals are through and others are still running.
    await until(() => acknowledged.size >= 5, 'five approvals acknowledged', {
      giveUp: () => (answered === apps.length ? `all ${apps.length} answered, ${acknowledged.size} approved` : null),
    });
    await server.kill('SIGKILL');
    await Promise.all(inFlight);

    server = await spawnServer(env);
    const staff2 = await staffLogin(call, dir, 'staff@example.com', 'staff123', () => new Date());
    const list = (await call('GET', '/api/admin/ticket-applications', undefined, staff2)).json as {
      id: string;
      status: string;
    }[];
    const statusOf = new Map(list.map((a) => [a.id, a.status]));
    for (const id of acknowledged) expect(statusOf.get(id)).toBe('approved');
    // Approve whatever is still pending, then every application must hold exactly its count of numbers.
    for (const a of apps)
      if (statusOf.get(a.id) === 'pending')
        expect((await call('PATCH', `/api/admin/ticket-applications/${a.id}`, { status: 'approved' }, staff2)).status).toBe(200);
    const all: string[] = [];
    for (const a of apps) {
      const nums = (await call('GET', `/api/admin/ticket-numbers/${a.id}`, undefined, staff2)).json as { ticketNumber: string }[];
      expect(nums).toHaveLength(a.count);
      all.push(...nums.map((n) => n.ticketNumber));
    }
    expect(new Set(all).size).toBe(all.length);
    // Every approved member holds exactly its count × 10 points (the default): never missing, never twice.
    // The ledger agrees: one ticket row per member, its deltas adding up to the points.
    for (const a of apps) {
      const points = (await call('GET', '/api/auth/user', undefined, a.cookie)).json.points;
      expect(points).toBe(a.count * 10);
      const rows = (await call('GET', '/api/points/ledger', undefined, a.cookie)).json as { delta: number; reason: string }[];
      expect(rows.map((r) => r.reason)).toEqual(['ticket']);
      expect(rows.reduce((s, r) => s + r.delta, 0)).toBe(points);
    }
  }, 90_000); // two server starts and 40 members: slow on a shared two-core machine
});
