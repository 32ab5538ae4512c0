import { ticketPointsSourceId } from '@app/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { systemContext } from '../../core/system-context.js';
import { approvalsOwingPoints } from '../../projections/tickets/ticket-points-owed.projection.js';
import { createHarness, type Harness, json } from '../../test-support/harness.js';
import { toUserStreamId } from '../accounts/account/user.js';
import { pointsBalance } from '../points/points.js';
import { loginStaff } from '../../test-support/staff.js';
import { ticketApplicants } from '../../test-support/tickets.js';
import { allocateNumbers, approveTicketApplication, recordApproval } from './approve.js';
import { reconcileTicketApprovals } from './reconcile.js';

let h: Harness;
let staff: string;
afterEach(async () => h?.close());

async function setUp() {
  h = await createHarness();
  staff = await loginStaff(h);
  return ticketApplicants(h, staff);
}

const ctx = () => systemContext(h.deps, 'test');
const reads = () => ({ approvalsOwingPoints: () => approvalsOwingPoints(h.deps.read) });
const settings = (body: Record<string, unknown>) => h.request('PATCH', '/api/ticket-settings', { cookie: staff, body });
const approve = (id: string) =>
  h.request('PATCH', `/api/admin/ticket-applications/${id}`, { cookie: staff, body: { status: 'approved' } });
const pointsOf = async (cookie: string) => (await json(await h.request('GET', '/api/auth/user', { cookie }))).points as number;
/** How many times the member's ledger credited this application (must never exceed one). */
const credits = async (userId: string, applicationId: string) =>
  (await h.deps.events.readStream(toUserStreamId(userId))).filter(
    (e) => e.type === 'PointsAwarded' && (e.data as { sourceId: string }).sourceId === ticketPointsSourceId(applicationId),
  ).length;

describe('ticket settings: pointsPerTicket', () => {
  it('defaults to 10, is answered by GET /api/ticket-settings and kept when a change leaves it out', async () => {
    await setUp();
    expect(await json(await h.request('GET', '/api/ticket-settings'))).toMatchObject({ ticketPrice: 500, pointsPerTicket: 10 });
    const saved = await settings({ ticketPrice: 500, minimumInvestment: 100, infoMessage: 'Bilgi', pointsPerTicket: 0 });
    expect(await json(saved)).toEqual({ ticketPrice: 500, minimumInvestment: 100, infoMessage: 'Bilgi', pointsPerTicket: 0 });
    await settings({ ticketPrice: 250, minimumInvestment: 100, infoMessage: 'Bilgi' });
    expect(await json(await h.request('GET', '/api/ticket-settings'))).toMatchObject({ ticketPrice: 250, pointsPerTicket: 0 });
  });

  it('refuses negative, fractional and non-numeric values with Turkish messages', async () => {
    await setUp();
    const base = { ticketPrice: 500, minimumInvestment: 100, infoMessage: 'Bilgi' };
    for (const [value, message] of [
      [-1, 'Bilet başına puan en az 0 olmalıdır'],
      [2.5, 'Bilet başına puan tam sayı olmalıdır'],
      ['on', 'Bilet başına puan sayı olmalıdır'],
    ] as const) {
      const res = await settings({ ...base, pointsPerTicket: value });
      expect(res.status).toBe(400);
      expect((await json(res)).message).toBe(message);
    }
    expect((await json(await h.request('GET', '/api/ticket-settings'))).pointsPerTicket).toBe(10);
  });
});

describe('points for an approved ticket application', () => {
  it('earns ticketCount × pointsPerTicket in force at approval, once; a rejection earns nothing', async () => {
    const apply = await setUp();
    const a = await apply('ayse', 1500); // 3 tickets
    const b = await apply('burak', 1000);
    await settings({ ticketPrice: 500, minimumInvestment: 100, infoMessage: 'Bilgi', pointsPerTicket: 25 });
    expect((await approve(a.id)).status).toBe(200);
    expect(await pointsOf(a.cookie)).toBe(75); // read-your-writes: the answer waited for the credit
    await settings({ ticketPrice: 500, minimumInvestment: 100, infoMessage: 'Bilgi', pointsPerTicket: 1000 });
    expect(await pointsOf(a.cookie)).toBe(75);
    expect((await approve(a.id)).status).toBe(409);
    await h.request('PATCH', `/api/admin/ticket-applications/${b.id}`, { cookie: staff, body: { status: 'rejected' } });
    expect(await pointsOf(b.cookie)).toBe(0);
    expect(await credits(a.userId, a.id)).toBe(1);
  });

  it('0 points per ticket approves without a ledger entry', async () => {
    const apply = await setUp();
    await settings({ ticketPrice: 500, minimumInvestment: 100, infoMessage: 'Bilgi', pointsPerTicket: 0 });
    const a = await apply('sifir', 2000);
    expect((await approve(a.id)).status).toBe(200);
    expect(await pointsOf(a.cookie)).toBe(0);
    expect(await credits(a.userId, a.id)).toBe(0);
  });

  it('concurrent approvals of one application (two staff, a double click) credit it once', async () => {
    const apply = await setUp();
    const a = await apply('cift', 2500); // 5 tickets
    const answers = await Promise.all(Array.from({ length: 8 }, () => approve(a.id)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(7);
    expect(await pointsBalance(h.deps, a.userId)).toBe(50);
    expect(await credits(a.userId, a.id)).toBe(1);
  });
});

describe('an approval whose credit a crash cut off', () => {
  it('is credited by the reconciler after a restart, once, also when it runs twice at the same time', async () => {
    const apply = await setUp();
    const a = await apply('kesik', 1500);
    // The crash: the approval (carrying its 30 points) is recorded, the credit never reached the member's stream.
    const block = await allocateNumbers(h.deps, a.id, a.count, { adminNote: null, pointsPerTicket: 10 }, ctx());
    await recordApproval(h.deps, a.id, block, null, ctx());
    expect(await pointsBalance(h.deps, a.userId)).toBe(0);

    h = await h.restart();
    expect(await approvalsOwingPoints(h.deps.read)).toEqual([a.id]);
    const [first, second] = await Promise.all([
      reconcileTicketApprovals(h.deps, reads()),
      reconcileTicketApprovals(h.deps, reads()),
    ]);
    expect(first.credited + second.credited).toBe(1);
    await h.deps.runner.waitFor(Math.max(first.position, second.position));
    expect(await pointsOf(a.cookie)).toBe(30);
    expect(await approvalsOwingPoints(h.deps.read)).toEqual([]);
    expect((await reconcileTicketApprovals(h.deps, reads())).credited).toBe(0);
    expect(await credits(a.userId, a.id)).toBe(1);
  });

  it('a retried approval completes the credit before answering 409', async () => {
    const apply = await setUp();
    const a = await apply('yeniden', 1000);
    const block = await allocateNumbers(h.deps, a.id, a.count, { adminNote: null, pointsPerTicket: 10 }, ctx());
    await recordApproval(h.deps, a.id, block, null, ctx());
    await expect(approveTicketApplication(h.deps, a.id, null, ctx())).rejects.toMatchObject({ code: 'conflict' });
    expect(await pointsBalance(h.deps, a.userId)).toBe(20);
    expect(await credits(a.userId, a.id)).toBe(1);
  });

  it('cut before the record: completed with the points per ticket in force when staff approved', async () => {
    const apply = await setUp();
    const a = await apply('erken', 1500);
    await allocateNumbers(h.deps, a.id, a.count, { adminNote: 'Tebrikler', pointsPerTicket: 7 }, ctx());
    await settings({ ticketPrice: 500, minimumInvestment: 100, infoMessage: 'Bilgi', pointsPerTicket: 100 });
    h = await h.restart();
    const r = await reconcileTicketApprovals(h.deps, reads());
    expect(r).toMatchObject({ completed: 1 });
    await h.deps.runner.waitFor(r.position);
    expect(await pointsOf(a.cookie)).toBe(21);
    expect(await credits(a.userId, a.id)).toBe(1);
  });
});
