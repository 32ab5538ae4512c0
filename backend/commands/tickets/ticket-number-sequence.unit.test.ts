import { describe, expect, it } from 'vitest';
import { given } from '../../core/testing.js';
import { numbersOf, type TicketNumberSequenceEvent, ticketNumberSequenceDecider } from './ticket-number-sequence.js';

const allocated = (applicationId: string, firstNumber: number, count: number): TicketNumberSequenceEvent => ({
  type: 'TicketNumbersAllocated',
  data: { applicationId, firstNumber, count, adminNote: null },
});
const allocate = (applicationId: string, count: number) =>
  ({ type: 'AllocateTicketNumbers', applicationId, count, adminNote: null }) as const;

describe('ticket number sequence decider', () => {
  it('starts at 100001', () =>
    given(ticketNumberSequenceDecider).when(allocate('a1', 3)).then([allocated('a1', 100001, 3)]));

  it('continues right after the last block, without gaps or overlaps', () =>
    given(ticketNumberSequenceDecider, [allocated('a1', 100001, 3), allocated('a2', 100004, 10)])
      .when(allocate('a3', 2))
      .then([allocated('a3', 100014, 2)]));

  it('gives an application that already has a block nothing new (a retried approval reuses it)', () =>
    given(ticketNumberSequenceDecider, [allocated('a1', 100001, 3), allocated('a2', 100004, 1)])
      .when(allocate('a1', 3))
      .then([]));

  it('keeps the note with the block so a reconciler can complete the approval faithfully', () =>
    given(ticketNumberSequenceDecider)
      .when({ type: 'AllocateTicketNumbers', applicationId: 'a1', count: 1, adminNote: 'Tebrikler' })
      .then([{ type: 'TicketNumbersAllocated', data: { applicationId: 'a1', firstNumber: 100001, count: 1, adminNote: 'Tebrikler' } }]));

  it('never allocates an empty block', () => {
    expect(() => ticketNumberSequenceDecider.decide(allocate('a1', 0), ticketNumberSequenceDecider.initialState())).toThrow();
  });

  it('lists a block as consecutive numbers', () => {
    expect(numbersOf({ firstNumber: 100004, count: 3, adminNote: null })).toEqual([100004, 100005, 100006]);
  });
});
