import { TICKET_DEFAULTS, type ticketEventSchemas } from '@app/contracts';
import type { Decider } from '../../core/decider.js';
import type { EventOf } from '../../core/event-types.js';

/** The ticket settings live on one stream; a change records the whole new set when anything differs. */
export const TICKET_SETTINGS_STREAM = 'ticketSettings-main';

export interface TicketSettingsValues {
  ticketPrice: number;
  minimumInvestment: number;
  infoMessage: string;
  pointsPerTicket: number;
}

/** The newest version: the fold is handed every stored change upcast. */
export type TicketSettingsEvent = EventOf<typeof ticketEventSchemas, 'TicketSettingsChanged'>;
/** `pointsPerTicket` left out keeps the value in force (a client that knows only the first three fields). */
export type TicketSettingsCommand = {
  type: 'ChangeTicketSettings';
  settings: Omit<TicketSettingsValues, 'pointsPerTicket'> & { pointsPerTicket?: number };
};
export type TicketSettingsState = TicketSettingsValues;

const FIELDS = ['ticketPrice', 'minimumInvestment', 'infoMessage', 'pointsPerTicket'] as const;

export const ticketSettingsDecider: Decider<TicketSettingsCommand, TicketSettingsEvent, TicketSettingsState> = {
  initialState: () => ({ ...TICKET_DEFAULTS }),
  evolve: (_state, event) => ({ ...event.data }),
  decide(command, state) {
    const next: TicketSettingsValues = {
      ...command.settings,
      pointsPerTicket: command.settings.pointsPerTicket ?? state.pointsPerTicket,
    };
    const same = FIELDS.every((k) => next[k] === state[k]);
    return same ? [] : [{ type: 'TicketSettingsChanged', data: next }];
  },
};
