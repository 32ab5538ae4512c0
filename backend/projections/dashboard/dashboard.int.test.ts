import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { metadataOf } from '../../core/decider.js';
import { systemContext } from '../../core/system-context.js';
import { type Harness, json, registerMember } from '../../test-support/harness.js';
import { harnessWithStaff, loginStaff } from '../../test-support/staff.js';

let h: Harness;
let staff: string;
beforeEach(async () => ({ h, staff } = await harnessWithStaff()));
afterEach(async () => h.close());

const dashboard = async (cookie = staff) => {
  const res = await h.request('GET', '/api/admin/dashboard', { cookie });
  return { status: res.status, body: await json(res) };
};
const post = async (url: string, body: unknown) =>
  (await json(await h.request('POST', url, { body, cookie: staff }))).id as string;
const card = (title: string, status = 'published') => post('/api/cards', { title, link: 'https://ornek.test', status });
const company = (name: string, status = 'active') =>
  post('/api/companies', { name, logoUrl: 'https://ornek.test/logo.png', status });

/**
 * Ticket applications as the tickets slice writes them (contracts/src/tickets): the dashboard reads
 * only these events, so the test appends them itself and does not depend on the tickets routes.
 */
async function application(n: number, outcome?: 'approved' | 'rejected') {
  const applicationId = `basvuru-${n}`;
  const meta = metadataOf({ ...systemContext(h.deps, 'test'), now: new Date(Date.UTC(2025, 4, 1, 10, n)) });
  const submitted = {
    applicationId,
    userId: 'u1',
    username: `oyuncu${n}`,
    ticketCompanyId: 'tc1',
    companyName: 'Bilet Firması',
    investmentAmount: 500 * n,
    ticketPrice: 500,
    ticketCount: n,
  };
  const events = [{ type: 'TicketApplicationSubmitted', data: submitted, metadata: meta }];
  if (outcome === 'approved')
    events.push({
      type: 'TicketApplicationApproved',
      data: { applicationId, userId: 'u1', numbers: [n], adminNote: null } as never,
      metadata: meta,
    });
  if (outcome === 'rejected')
    events.push({
      type: 'TicketApplicationRejected',
      data: { applicationId, userId: 'u1', adminNote: 'Eksik' } as never,
      metadata: meta,
    });
  const { position } = await h.deps.events.append(`ticketApplication-${applicationId}`, events, 'no_stream');
  await h.deps.runner.waitFor(position);
  return applicationId;
}

describe('GET /api/admin/dashboard', () => {
  it('is for staff only', async () => {
    const member = await registerMember(h, 'uye');
    expect((await h.request('GET', '/api/admin/dashboard')).status).toBe(401);
    expect((await dashboard(member.cookie)).status).toBe(403);
    expect((await dashboard()).status).toBe(200);
  });

  it('counts cards and companies by status, following status changes and deletions', async () => {
    const [a] = [await card('A'), await card('B'), await card('C', 'draft'), await card('D', 'hidden')];
    const [x] = [await company('X'), await company('Y'), await company('Z', 'inactive')];
    await h.request('PATCH', `/api/cards/${a}`, { body: { status: 'hidden' }, cookie: staff });
    await h.request('PATCH', `/api/companies/${x}`, { body: { status: 'inactive' }, cookie: staff });
    await h.request('DELETE', `/api/cards/${await card('E', 'draft')}`, { cookie: staff });
    const { body } = await dashboard();
    expect(body.cards).toEqual({ total: 4, published: 1, draft: 1, hidden: 2 });
    expect(body.companies).toEqual({ total: 3, active: 1, inactive: 2 });
  });

  it('shows the 5 latest applications, newest first, and counts every application by status', async () => {
    for (let n = 1; n <= 4; n += 1) await application(n);
    await application(5, 'approved');
    await application(6, 'rejected');
    await application(7, 'approved');
    const { body } = await dashboard();
    expect(body.applications).toEqual({ total: 7, pending: 4, approved: 2, rejected: 1 });
    expect(body.latestApplications.map((a: { id: string; status: string }) => [a.id, a.status])).toEqual([
      ['basvuru-7', 'approved'],
      ['basvuru-6', 'rejected'],
      ['basvuru-5', 'approved'],
      ['basvuru-4', 'pending'],
      ['basvuru-3', 'pending'],
    ]);
    expect(body.latestApplications[0]).toEqual({
      id: 'basvuru-7',
      username: 'oyuncu7',
      investmentAmount: 3500,
      ticketCount: 7,
      status: 'approved',
      companyName: 'Bilet Firması',
      createdAt: '2025-05-01T10:07:00.000Z',
    });
    expect(JSON.stringify(body)).not.toContain('@'); // no e-mails on the dashboard
  });

  it('notifies the staff room on every change, so an open dashboard refetches', async () => {
    const seen: unknown[] = [];
    h.deps.runner.onNotice((n) => seen.push(n));
    await card('Canlı');
    await application(1);
    expect(seen.filter((n) => JSON.stringify(n) === JSON.stringify({ topic: 'admin-dashboard', rooms: ['staff'] }))).toHaveLength(
      2,
    );
  });

  it('counts concurrent creations exactly, and the same after a restart', async () => {
    await Promise.all(Array.from({ length: 12 }, (_, i) => card(`Kart ${i}`, i % 3 === 0 ? 'draft' : 'published')));
    await Promise.all(Array.from({ length: 6 }, (_, i) => application(i + 1)));
    const before = (await dashboard()).body;
    expect(before.cards).toEqual({ total: 12, published: 8, draft: 4, hidden: 0 });
    expect(before.applications.pending).toBe(6);
    h = await h.restart();
    staff = await loginStaff(h);
    expect((await dashboard()).body).toEqual(before);
  });
});
