import { describe, expect, it } from 'vitest';
import { fold, given } from '../../test-support/given-when-then.js';
import { numbersOf, type TicketNumberSequenceEvent, ticketNumberSequenceDecider } from './ticket-number-sequence.js';

const allocated = (applicationId: string, firstNumber: number, count: number): TicketNumberSequenceEvent => ({
  type: 'TicketNumbersAllocated',
  data: { applicationId, firstNumber, count, adminNote: null, pointsPerTicket: 10 },
});
const allocate = (applicationId: string, count: number) =>
  ({ type: 'AllocateTicketNumbers', applicationId, count, adminNote: null, pointsPerTicket: 10 }) as const;

describe('ticket number sequence decider', () => {
  it('starts at 100001', () =>
    given(ticketNumberSequenceDecider)
      .when(allocate('a1', 3))
      .then([allocated('a1', 100001, 3)]));

  it('continues right after the last block, without gaps or overlaps', () =>
    given(ticketNumberSequenceDecider, [allocated('a1', 100001, 3), allocated('a2', 100004, 10)])
      .when(allocate('a3', 2))
      .then([allocated('a3', 100014, 2)]));

  it('gives an application that already has a block nothing new (a retried approval reuses it)', () =>
    given(ticketNumberSequenceDecider, [allocated('a1', 100001, 3), allocated('a2', 100004, 1)])
      .when(allocate('a1', 3))
      .then([]));

  it('keeps the note and the points per ticket with the block so a reconciler can complete the approval faithfully', () =>
    given(ticketNumberSequenceDecider)
      .when({ type: 'AllocateTicketNumbers', applicationId: 'a1', count: 1, adminNote: 'Tebrikler', pointsPerTicket: 25 })
      .then([
        {
          type: 'TicketNumbersAllocated',
          data: { applicationId: 'a1', firstNumber: 100001, count: 1, adminNote: 'Tebrikler', pointsPerTicket: 25 },
        },
      ]));

  it('reads a block recorded before ticket points (V1) as earning nothing', () => {
    const v1 = {
      type: 'TicketNumbersAllocated',
      data: { applicationId: 'a1', firstNumber: 100001, count: 2, adminNote: null },
    };
    const state = fold(ticketNumberSequenceDecider, [v1]);
    expect(state.blocks.get('a1')).toEqual({ firstNumber: 100001, count: 2, adminNote: null, pointsPerTicket: 0 });
  });

  it('never allocates an empty block', () => {
    expect(() => ticketNumberSequenceDecider.decide(allocate('a1', 0), ticketNumberSequenceDecider.initialState())).toThrow();
  });

  it('lists a block as consecutive numbers', () => {
    expect(numbersOf({ firstNumber: 100004, count: 3, adminNote: null, pointsPerTicket: 10 })).toEqual([100004, 100005, 100006]);
  });
});
