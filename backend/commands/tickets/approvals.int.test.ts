import { afterEach, describe, expect, it } from 'vitest';
import { WrongExpectedRevisionError } from '../../core/event-store/event-store.js';
import { loadState } from '../../core/load-state.js';
import { systemContext } from '../../core/system-context.js';
import { createHarness, type Harness, json } from '../../test-support/harness.js';
import { loginStaff } from '../../test-support/staff.js';
import { ticketApplicants } from '../../test-support/tickets.js';
import { allocateNumbers, approveTicketApplication } from './approve.js';
import { approvalsOwingPoints } from '../../projections/tickets/ticket-points-owed.projection.js';
import { reconcileTicketApprovals } from './reconcile.js';
import { numbersOf, TICKET_NUMBER_SEQUENCE_STREAM, ticketNumberSequenceDecider } from './ticket-number-sequence.js';
import { ticketApplicationDecider, toTicketApplicationStreamId } from './ticket-application.js';

let h: Harness;
let other: Harness | undefined;
afterEach(async () => {
  await other?.close();
  other = undefined;
  await h.close();
});

async function setUp() {
  h = await createHarness();
  const staff = await loginStaff(h, 'staff@example.com', 'staff123');
  const apply = await ticketApplicants(h, staff);
  return { staff, apply };
}

const ctx = () => systemContext(h.deps, 'test');
const reads = () => ({ approvalsOwingPoints: () => approvalsOwingPoints(h.deps.read) });
const decision = (adminNote: string | null) => ({ adminNote, pointsPerTicket: 10 });
const numbersOnStream = async (id: string) => {
  const s = await loadState(h.deps.events, toTicketApplicationStreamId(id), ticketApplicationDecider);
  return s.status === 'approved' ? s.numbers : null;
};

describe('an approval cut in half by a crash', () => {
  it('the reconciler completes it with exactly the allocated block and the staff note, once', async () => {
    const { apply } = await setUp();
    const a = await apply('yarim', 1500);
    // The crash: the block is on the sequence stream, the approval never reached the application stream.
    const block = await allocateNumbers(h.deps, a.id, a.count, decision('Tebrikler'), ctx());
    expect(await numbersOnStream(a.id)).toBeNull();

    h = await h.restart();
    const first = await reconcileTicketApprovals(h.deps, reads());
    expect(first.completed).toBe(1);
    await h.deps.runner.waitFor(first.position);
    expect(await numbersOnStream(a.id)).toEqual(numbersOf(block));
    const own = await json(await h.request('GET', '/api/ticket-applications', { cookie: a.cookie }));
    expect(own[0]).toMatchObject({ status: 'approved', adminNote: 'Tebrikler' });
    expect((await reconcileTicketApprovals(h.deps, reads())).completed).toBe(0);
  });

  it('a retried approval gets the same block back; the sequence never allocates it twice', async () => {
    const { staff, apply } = await setUp();
    const a = await apply('tekrar', 1000);
    const block = await allocateNumbers(h.deps, a.id, a.count, decision(null), ctx());
    const res = await h.request('PATCH', `/api/admin/ticket-applications/${a.id}`, {
      cookie: staff,
      body: { status: 'approved', adminNote: 'İkinci deneme' },
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ status: 'approved', adminNote: 'İkinci deneme' });
    const nums = await json(await h.request('GET', `/api/admin/ticket-numbers/${a.id}`, { cookie: staff }));
    expect(nums.map((n: { ticketNumber: string }) => Number(n.ticketNumber))).toEqual(numbersOf(block));
    const sequence = await h.deps.events.readStream(TICKET_NUMBER_SEQUENCE_STREAM);
    expect(sequence.filter((e) => (e.data as { applicationId: string }).applicationId === a.id)).toHaveLength(1);
  });

  it('leaves a block unused when the application was rejected meanwhile; later numbers come after it', async () => {
    const { staff, apply } = await setUp();
    const a = await apply('reddedilen', 500);
    const b = await apply('sonraki', 500);
    const burnt = await allocateNumbers(h.deps, a.id, a.count, decision(null), ctx());
    await h.request('PATCH', `/api/admin/ticket-applications/${a.id}`, { cookie: staff, body: { status: 'rejected' } });
    expect((await reconcileTicketApprovals(h.deps, reads())).completed).toBe(0);
    expect(await numbersOnStream(a.id)).toBeNull();
    await h.request('PATCH', `/api/admin/ticket-applications/${b.id}`, { cookie: staff, body: { status: 'approved' } });
    expect(await numbersOnStream(b.id)).toEqual([burnt.firstNumber + burnt.count]);
  });
});

describe('two app instances on one event log', () => {
  it('never issue a number twice: the expected revision, not the in-process queue, is the guard', async () => {
    const { apply } = await setUp();
    const apps: { id: string; count: number }[] = [];
    for (let i = 0; i < 24; i += 1) apps.push(await apply(`ikili${i}`, 500 * (1 + (i % 3))));
    // A second instance: its own event store connection, runner, read store and approval queue.
    other = await createHarness({ dir: h.dir });
    const instances = [h.deps, other.deps];
    // Appends to the sequence take a little while (as over a network to EventStoreDB), so both instances
    // read the same revision and race; the lost races are counted to prove the collisions happened.
    let conflicts = 0;
    for (const d of instances) {
      const append = d.events.append.bind(d.events);
      d.events.append = async (stream, events, expected) => {
        if (stream !== TICKET_NUMBER_SEQUENCE_STREAM) return append(stream, events, expected);
        await new Promise((r) => setTimeout(r, 2));
        return append(stream, events, expected).catch((err: unknown) => {
          if (err instanceof WrongExpectedRevisionError) conflicts += 1;
          throw err;
        });
      };
    }
    const results = await Promise.allSettled(
      apps.map((a, i) => approveTicketApplication(instances[i % 2]!, a.id, null, systemContext(instances[i % 2]!, 'test'))),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(conflicts).toBeGreaterThan(0);
    const issued = await Promise.all(apps.map((a) => numbersOnStream(a.id)));
    issued.forEach((nums, i) => expect(nums).toHaveLength(apps[i]!.count));
    const all = issued.flatMap((n) => n ?? []);
    expect(new Set(all).size).toBe(all.length);
    // Contiguous from 100001: concurrency neither duplicated nor skipped a number.
    expect([...all].sort((x, y) => x - y)).toEqual(Array.from({ length: all.length }, (_, i) => 100001 + i));
    const sequence = await loadState(h.deps.events, TICKET_NUMBER_SEQUENCE_STREAM, ticketNumberSequenceDecider);
    expect(sequence.blocks.size).toBe(apps.length);
  });
});
