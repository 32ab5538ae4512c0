import { BOOKS_CLOSED } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadState } from '../../core/load-state.js';
import { systemContext } from '../../core/system-context.js';
import { createHarness, type Harness, json } from '../../test-support/harness.js';
import { loginStaff } from '../../test-support/staff.js';
import { ticketApplicants } from '../../test-support/tickets.js';
import { allocateNumbers } from './approve.js';
import { approvalsOwingPoints } from '../../projections/tickets/ticket-points-owed.projection.js';
import { reconcileTicketApprovals } from './reconcile.js';
import { numbersOf, TICKET_NUMBER_SEQUENCE_STREAM, ticketNumberSequenceDecider } from './ticket-number-sequence.js';

let h: Harness;
const every = ticketNumberSequenceDecider.books!.every;
// Small books, so a test closes them a few times; the shipped size is a thousand allocations.
beforeEach(() => void (ticketNumberSequenceDecider.books!.every = 4));
afterEach(async () => {
  ticketNumberSequenceDecider.books!.every = every;
  await h?.close();
});

async function setUp() {
  h = await createHarness();
  const staff = await loginStaff(h, 'staff@example.com', 'staff123');
  const apply = await ticketApplicants(h, staff);
  const apps: { id: string; count: number; cookie: string }[] = [];
  for (let i = 0; i < 12; i += 1) apps.push(await apply(`defter${i}`, 500 * (1 + (i % 3))));
  return { staff, apps };
}

const reads = () => ({ approvalsOwingPoints: () => approvalsOwingPoints(h.deps.read) });
const decision = (adminNote: string | null) => ({ adminNote, pointsPerTicket: 10 });
const approve = (staff: string, id: string) =>
  h.request('PATCH', `/api/admin/ticket-applications/${id}`, { cookie: staff, body: { status: 'approved' } });

describe('the ticket number sequence closes its books', () => {
  it('numbers stay unique and contiguous across closed streams; a block cut in half is carried over and completed', async () => {
    const { staff, apps } = await setUp();
    const [cut, ...rest] = apps;
    // The crash: a block allocated, the approval never recorded.
    const block = await allocateNumbers(h.deps, cut!.id, cut!.count, decision('Tebrikler'), systemContext(h.deps, 'test'));
    for (const a of rest) expect((await approve(staff, a.id)).status).toBe(200);

    const first = await h.deps.events.readStream(TICKET_NUMBER_SEQUENCE_STREAM);
    expect(first.at(-1)!.type).toBe(BOOKS_CLOSED);
    const next = (first.at(-1)!.data as { continuedIn: string }).continuedIn;
    const opened = (await h.deps.events.readStream(next))[0]!;
    expect(opened.type).toBe('TicketNumberSequenceOpened');
    // Only the block still waiting for its approval travels on; the decided ones stay behind.
    expect((opened.data as { blocks: { applicationId: string }[] }).blocks.map((b) => b.applicationId)).toEqual([cut!.id]);

    h = await h.restart(); // caches gone: the sequence is found again through the closed streams' tails
    const reconciled = await reconcileTicketApprovals(h.deps, reads());
    expect(reconciled.completed).toBe(1);
    await h.deps.runner.waitFor(reconciled.position);
    const all: number[] = [];
    for (const a of apps) {
      const nums = await json(await h.request('GET', `/api/admin/ticket-numbers/${a.id}`, { cookie: staff }));
      expect(nums).toHaveLength(a.count);
      all.push(...nums.map((n: { ticketNumber: string }) => Number(n.ticketNumber)));
    }
    expect(all.slice(0, cut!.count)).toEqual(numbersOf(block));
    expect([...all].sort((x, y) => x - y)).toEqual(Array.from({ length: all.length }, (_, i) => 100001 + i));
    // The open stream holds a handful of blocks, not every block ever allocated.
    const state = await loadState(h.deps.events, TICKET_NUMBER_SEQUENCE_STREAM, ticketNumberSequenceDecider);
    expect(state.blocks.size).toBeLessThanOrEqual(4);
    expect(state.next).toBe(100001 + all.length);
    // The carried-over block kept the points per ticket it was allocated with: every member is credited once.
    for (const a of apps)
      expect((await json(await h.request('GET', '/api/auth/user', { cookie: a.cookie }))).points).toBe(a.count * 10);
  });

  it('a retried approval of a carried-over block gets the same block back', async () => {
    const { staff, apps } = await setUp();
    const [cut, ...rest] = apps;
    const block = await allocateNumbers(h.deps, cut!.id, cut!.count, decision(null), systemContext(h.deps, 'test'));
    for (const a of rest.slice(0, 6)) await approve(staff, a.id);
    expect((await approve(staff, cut!.id)).status).toBe(200);
    const nums = await json(await h.request('GET', `/api/admin/ticket-numbers/${cut!.id}`, { cookie: staff }));
    expect(nums.map((n: { ticketNumber: string }) => Number(n.ticketNumber))).toEqual(numbersOf(block));
  });
});
