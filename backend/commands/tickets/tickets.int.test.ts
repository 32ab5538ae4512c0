import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureSuperAdmin } from '../accounts/members/admin-bootstrap.js';
import { systemContext } from '../../core/system-context.js';
import { createMemoryReadStore } from '../../core/read-store/memory-read-store.js';
import { rebuildProjections } from '../../core/projections/rebuild.js';
import { allProjections } from '../../registry/compose.js';
import { createHarness, type Harness, json, registerMember } from '../../test-support/harness.js';
import { login } from '../../test-support/staff.js';

let h: Harness;
let staff: string;
let companyId: string;

beforeEach(async () => {
  h = await createHarness();
  await ensureSuperAdmin(h.deps, 'staff@example.com', 'staff123', systemContext(h.deps, 'test'));
  staff = await login(h, 'staff@example.com', 'staff123');
  const company = await h.request('POST', '/api/ticket-companies', {
    cookie: staff,
    body: { name: 'Yıldız Bilet', logoUrl: 'https://example.com/logo.png', ticketPrice: 500 },
  });
  expect(company.status).toBe(201);
  companyId = (await json(company)).id;
});
afterEach(async () => h.close());

const apply = (cookie: string, investmentAmount: number, extra: Record<string, unknown> = {}) =>
  h.request('POST', '/api/ticket-applications', {
    cookie,
    body: { ticketCompanyId: companyId, username: 'oyuncu', investmentAmount, ticketCount: 999, ...extra },
  });

describe('ticket applications', () => {
  it('computes the ticket count on the server, whatever the client sent', async () => {
    const m = await registerMember(h, 'ayse');
    const res = await apply(m.cookie, 1500);
    expect(res.status).toBe(201);
    expect((await json(res)).ticketCount).toBe(3);
    const own = await json(await h.request('GET', '/api/ticket-applications', { cookie: m.cookie }));
    expect(own).toHaveLength(1);
    expect(JSON.stringify(own)).not.toContain('@example.com');
  });

  it('refuses guests, amounts under the minimum and unknown companies with Turkish messages', async () => {
    expect(
      (
        await h.request('POST', '/api/ticket-applications', {
          body: { ticketCompanyId: companyId, username: 'x', investmentAmount: 500 },
        })
      ).status,
    ).toBe(401);
    const m = await registerMember(h, 'mehmet');
    const low = await apply(m.cookie, 50);
    expect([400, 422]).toContain(low.status);
    expect((await json(low)).message).toMatch(/Minimum yatırım tutarı 100₺/);
    const unknown = await apply(m.cookie, 500, { ticketCompanyId: 'yok' });
    expect(unknown.status).toBe(404);
    const bad = await apply(m.cookie, 12.5);
    expect(bad.status).toBe(400);
  });

  it('staff see the member e-mail; members and guests get 403/401 from the admin list', async () => {
    const m = await registerMember(h, 'can');
    await apply(m.cookie, 500);
    expect((await h.request('GET', '/api/admin/ticket-applications', { cookie: m.cookie })).status).toBe(403);
    expect((await h.request('GET', '/api/admin/ticket-applications')).status).toBe(401);
    const list = await json(await h.request('GET', '/api/admin/ticket-applications', { cookie: staff }));
    expect(list[0].user.email).toBe('can@example.com');
    expect(list[0].ticketCompany).toMatchObject({ id: companyId, name: 'Yıldız Bilet' });
  });
});

describe('ticket numbers', () => {
  async function pendingApplications(n: number) {
    const ids: { id: string; count: number; cookie: string }[] = [];
    for (let i = 0; i < n; i += 1) {
      const m = await registerMember(h, `uye${i}`);
      const amount = 500 * (1 + (i % 3));
      const res = await json(await apply(m.cookie, amount));
      ids.push({ id: res.id, count: res.ticketCount, cookie: m.cookie });
    }
    return ids;
  }

  it('50 concurrent approvals issue distinct numbers, exactly ticketCount each, stable across a rebuild and a restart', async () => {
    const apps = await pendingApplications(50);
    const results = await Promise.all(
      apps.map((a) =>
        h.request('PATCH', `/api/admin/ticket-applications/${a.id}`, { cookie: staff, body: { status: 'approved' } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(apps.map(() => 200));
    const numbersOf = async () =>
      Promise.all(
        apps.map(async (a) =>
          (await json(await h.request('GET', `/api/admin/ticket-numbers/${a.id}`, { cookie: staff }))).map(
            (n: { ticketNumber: string }) => n.ticketNumber,
          ),
        ),
      );
    const issued = await numbersOf();
    issued.forEach((nums, i) => expect(nums).toHaveLength(apps[i]!.count));
    const all = issued.flat();
    expect(new Set(all).size).toBe(all.length);

    const rebuilt = createMemoryReadStore();
    await rebuildProjections(h.deps.events, rebuilt, allProjections);
    const live = await h.deps.read.collection('ticketApplications').find({}, { sort: { _id: 1 } });
    expect(await rebuilt.collection('ticketApplications').find({}, { sort: { _id: 1 } })).toEqual(live);

    h = await h.restart();
    expect(await numbersOf()).toEqual(issued);
    const mine = await json(await h.request('GET', '/api/ticket-numbers', { cookie: apps[0]!.cookie }));
    expect(mine.map((n: { ticketNumber: string }) => n.ticketNumber)).toEqual(issued[0]);
    expect(mine[0].ticketApplication.ticketCompany.name).toBe('Yıldız Bilet');
  });

  it('the same application approved by ten staff at once is approved once', async () => {
    const [a] = await pendingApplications(1);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        h.request('PATCH', `/api/admin/ticket-applications/${a!.id}`, { cookie: staff, body: { status: 'approved' } }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const nums = await json(await h.request('GET', `/api/admin/ticket-numbers/${a!.id}`, { cookie: staff }));
    expect(nums).toHaveLength(a!.count);
  });

  it('decides only while pending: a rejected application cannot be approved', async () => {
    const [a] = await pendingApplications(1);
    const rej = await h.request('PATCH', `/api/admin/ticket-applications/${a!.id}`, {
      cookie: staff,
      body: { status: 'rejected', adminNote: 'Eksik bilgi' },
    });
    expect(rej.status).toBe(200);
    const again = await h.request('PATCH', `/api/admin/ticket-applications/${a!.id}`, {
      cookie: staff,
      body: { status: 'approved' },
    });
    expect(again.status).toBe(409);
    const own = await json(await h.request('GET', '/api/ticket-applications', { cookie: a!.cookie }));
    expect(own[0]).toMatchObject({ status: 'rejected', adminNote: 'Eksik bilgi' });
  });
});
