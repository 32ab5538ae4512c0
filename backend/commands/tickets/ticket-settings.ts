import { TICKET_DEFAULTS } from '@app/contracts';
import type { Decider } from '../../core/decider.js';

/** The ticket settings live on one stream; a change records the whole new set when anything differs. */
export const TICKET_SETTINGS_STREAM = 'ticketSettings-main';

export interface TicketSettingsValues {
  ticketPrice: number;
  minimumInvestment: number;
  infoMessage: string;
}

export type TicketSettingsEvent = { type: 'TicketSettingsChanged'; data: TicketSettingsValues };
export type TicketSettingsCommand = { type: 'ChangeTicketSettings'; settings: TicketSettingsValues };
export type TicketSettingsState = TicketSettingsValues;

export const ticketSettingsDecider: Decider<TicketSettingsCommand, TicketSettingsEvent, TicketSettingsState> = {
  initialState: () => ({ ...TICKET_DEFAULTS }),
  evolve: (_state, event) => ({ ...event.data }),
  decide(command, state) {
    const s = command.settings;
    const same =
      s.ticketPrice === state.ticketPrice &&
      s.minimumInvestment === state.minimumInvestment &&
      s.infoMessage === state.infoMessage;
    return same ? [] : [{ type: 'TicketSettingsChanged', data: { ...s } }];
  },
};
