import { describe, expect, it } from 'vitest';
import { fold, given } from '../../test-support/given-when-then.js';
import { type TicketSettingsEvent, ticketSettingsDecider } from './ticket-settings.js';

const base = { ticketPrice: 500, minimumInvestment: 100, infoMessage: '1 Bilet = 500₺' };
const changed = (pointsPerTicket: number): TicketSettingsEvent => ({
  type: 'TicketSettingsChanged',
  data: { ...base, pointsPerTicket },
});

describe('ticket settings decider: points per ticket', () => {
  it('starts at 10 points per ticket', () => expect(ticketSettingsDecider.initialState().pointsPerTicket).toBe(10));

  it('records a new value with the whole set, and nothing for the value in force', () => {
    given(ticketSettingsDecider)
      .when({ type: 'ChangeTicketSettings', settings: { ...base, pointsPerTicket: 25 } })
      .then([changed(25)]);
    given(ticketSettingsDecider, [changed(25)])
      .when({ type: 'ChangeTicketSettings', settings: { ...base, pointsPerTicket: 25 } })
      .then([]);
  });

  it('accepts 0 (approvals then earn nothing)', () =>
    given(ticketSettingsDecider)
      .when({ type: 'ChangeTicketSettings', settings: { ...base, pointsPerTicket: 0 } })
      .then([changed(0)]));

  it('keeps the value in force when a change leaves it out', () =>
    given(ticketSettingsDecider, [changed(40)])
      .when({ type: 'ChangeTicketSettings', settings: { ...base, ticketPrice: 250 } })
      .then([{ type: 'TicketSettingsChanged', data: { ...base, ticketPrice: 250, pointsPerTicket: 40 } }]));

  it('reads a change recorded before ticket points (V1) with the default in force', () => {
    const v1 = { type: 'TicketSettingsChanged', data: { ...base, ticketPrice: 300 } };
    expect(fold(ticketSettingsDecider, [v1])).toEqual({
      ...base,
      ticketPrice: 300,
      pointsPerTicket: 10,
    });
  });
});
