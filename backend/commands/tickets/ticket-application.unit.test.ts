import { ticketEventSchemas } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { fold, given } from '../../test-support/given-when-then.js';
import { type ApplyContext, type TicketApplicationEvent, ticketApplicationDecider } from './ticket-application.js';

const lookup: ApplyContext = {
  company: { id: 'c1', name: 'Yıldız Bilet', status: 'active', ticketPrice: null },
  settings: { ticketPrice: 500, minimumInvestment: 100 },
};
const submit = (investmentAmount: number, l: ApplyContext = lookup) =>
  ({
    type: 'SubmitTicketApplication',
    applicationId: 'a1',
    userId: 'u1',
    username: 'oyuncu1',
    investmentAmount,
    lookup: l,
  }) as const;
const submitted = (amount = 1500, price = 500, count = 3): TicketApplicationEvent => ({
  type: 'TicketApplicationSubmitted',
  data: {
    applicationId: 'a1',
    userId: 'u1',
    username: 'oyuncu1',
    ticketCompanyId: 'c1',
    companyName: 'Yıldız Bilet',
    investmentAmount: amount,
    ticketPrice: price,
    ticketCount: count,
  },
});
const approved: TicketApplicationEvent = {
  type: 'TicketApplicationApproved',
  data: { applicationId: 'a1', userId: 'u1', numbers: [100001, 100002, 100003], adminNote: null, points: 30 },
};

describe('ticket application decider: submit', () => {
  it('computes the ticket count itself: amount / price rounded down (the spec example 1500 → 3)', () =>
    given(ticketApplicationDecider).when(submit(1500)).then([submitted()]));

  it("uses the company's own price over the default", () =>
    given(ticketApplicationDecider)
      .when(submit(1999, { ...lookup, company: { ...lookup.company!, ticketPrice: 250 } }))
      .then([submitted(1999, 250, 7)]));

  it('refuses an amount below the minimum with the spec text (422)', () =>
    given(ticketApplicationDecider).when(submit(99)).thenFails(422, "Minimum yatırım tutarı 100₺'dir."));

  it('shows a large minimum in Turkish number format', () =>
    given(ticketApplicationDecider)
      .when(submit(500, { ...lookup, settings: { ticketPrice: 500, minimumInvestment: 1500 } }))
      .thenFails(422, "Minimum yatırım tutarı 1.500₺'dir."));

  it('refuses an amount that buys no ticket at all', () =>
    given(ticketApplicationDecider)
      .when(submit(499))
      .thenFails(422, /en az bir bilete yetmiyor \(1 Bilet = 500₺\)/));

  it('refuses more than 1.000 tickets in one application', () =>
    given(ticketApplicationDecider).when(submit(500_500)).thenFails(422, 'Bir başvuruda en fazla 1.000 bilet alınabilir.'));

  it('refuses an unknown company (404) and an inactive one (422)', () => {
    given(ticketApplicationDecider)
      .when(submit(1500, { ...lookup, company: null }))
      .thenFails(404, 'Bilet firması bulunamadı.');
    given(ticketApplicationDecider)
      .when(submit(1500, { ...lookup, company: { ...lookup.company!, status: 'inactive' } }))
      .thenFails(422, 'Bu firma şu anda başvuru kabul etmiyor.');
  });

  it('records nothing for a retried submit of the same id', () =>
    given(ticketApplicationDecider, [submitted()]).when(submit(1500)).then([]));
});

describe('ticket application decider: decisions', () => {
  it('approves a pending application with its numbers, note and the points it earns, in one event', () =>
    given(ticketApplicationDecider, [submitted()])
      .when({ type: 'ApproveTicketApplication', numbers: [100001, 100002, 100003], adminNote: null, points: 30 })
      .then([approved]));

  it('records an approval the V2 event schema accepts as it is', () =>
    expect(ticketEventSchemas.TicketApplicationApproved.parse(approved.data)).toEqual(approved.data));

  it('remembers the points of the approval (what a credit cut off by a crash is completed with)', () => {
    const state = [submitted(), approved].reduce(ticketApplicationDecider.evolve, ticketApplicationDecider.initialState());
    expect(state).toMatchObject({ status: 'approved', userId: 'u1', points: 30 });
  });

  it('reads an approval recorded before ticket points (V1) as owing nothing', () => {
    const v1 = {
      type: 'TicketApplicationApproved',
      data: { applicationId: 'a1', userId: 'u1', numbers: [100001, 100002, 100003], adminNote: null },
    };
    const state = fold(ticketApplicationDecider, [submitted(), v1]);
    expect(state).toMatchObject({ status: 'approved', points: 0 });
  });

  it('rejects a pending application with an optional note', () =>
    given(ticketApplicationDecider, [submitted()])
      .when({ type: 'RejectTicketApplication', adminNote: 'Yatırım bulunamadı' })
      .then([
        { type: 'TicketApplicationRejected', data: { applicationId: 'a1', userId: 'u1', adminNote: 'Yatırım bulunamadı' } },
      ]));

  it('decides only while pending: 409 once approved or rejected', () => {
    given(ticketApplicationDecider, [submitted(), approved])
      .when({ type: 'RejectTicketApplication', adminNote: null })
      .thenFails(409, 'Bu başvuru zaten onaylanmış.');
    given(ticketApplicationDecider, [submitted(), approved])
      .when({ type: 'ApproveTicketApplication', numbers: [1, 2, 3], adminNote: null, points: 0 })
      .thenFails(409);
    given(ticketApplicationDecider, [
      submitted(),
      { type: 'TicketApplicationRejected', data: { applicationId: 'a1', userId: 'u1', adminNote: null } },
    ])
      .when({ type: 'ApproveTicketApplication', numbers: [1, 2, 3], adminNote: null, points: 0 })
      .thenFails(409, 'Bu başvuru zaten reddedilmiş.');
  });

  it('never records an approval whose numbers do not match the ticket count', () => {
    const state = [submitted()].reduce(ticketApplicationDecider.evolve, ticketApplicationDecider.initialState());
    let error: unknown;
    try {
      ticketApplicationDecider.decide(
        { type: 'ApproveTicketApplication', numbers: [100001], adminNote: null, points: 10 },
        state,
      );
    } catch (err) {
      error = err;
    }
    if (!(error instanceof Error) || !/Expected 3 numbers/.test(error.message)) throw new Error('expected a refusal');
  });

  it('deletes in any state; a deleted or unknown application is 404', () => {
    given(ticketApplicationDecider, [submitted(), approved])
      .when({ type: 'DeleteTicketApplication' })
      .then([{ type: 'TicketApplicationDeleted', data: { applicationId: 'a1', userId: 'u1' } }]);
    given(ticketApplicationDecider, [
      submitted(),
      { type: 'TicketApplicationDeleted', data: { applicationId: 'a1', userId: 'u1' } },
    ])
      .when({ type: 'ApproveTicketApplication', numbers: [1, 2, 3], adminNote: null, points: 0 })
      .thenFails(404, 'Bilet başvurusu bulunamadı.');
    given(ticketApplicationDecider).when({ type: 'DeleteTicketApplication' }).thenFails(404);
  });
});
