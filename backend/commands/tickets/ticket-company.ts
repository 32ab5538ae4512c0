import type { ticketEventSchemas } from '@app/contracts';
import type { Decider } from '../../core/decider.js';
import type { EventOf } from '../../core/event-types.js';
import { notFound } from '../../core/errors.js';

export const toTicketCompanyStreamId = (id: string) => `ticketCompany-${id}`;

export type TicketCompanyEvent = EventOf<
  typeof ticketEventSchemas,
  'TicketCompanyCreated' | 'TicketCompanyUpdated' | 'TicketCompanyDeleted'
>;
/** What staff edit (`ticketPrice` null: the site-wide price of the ticket settings applies). */
export type TicketCompanyFields = Omit<Extract<TicketCompanyEvent, { type: 'TicketCompanyCreated' }>['data'], 'companyId'>;

export type TicketCompanyCommand =
  | { type: 'CreateTicketCompany'; companyId: string; fields: TicketCompanyFields }
  | { type: 'UpdateTicketCompany'; changes: Partial<TicketCompanyFields> }
  | { type: 'DeleteTicketCompany' };

export type TicketCompanyState =
  | { status: 'none' }
  | { status: 'deleted'; companyId: string }
  | { status: 'exists'; companyId: string; fields: TicketCompanyFields };

export const TICKET_COMPANY_NOT_FOUND = 'Bilet firması bulunamadı.';

/** Only the fields whose value differs from the current one. */
function changedFields(current: TicketCompanyFields, wanted: Partial<TicketCompanyFields>) {
  const changes: Partial<TicketCompanyFields> = {};
  for (const [key, value] of Object.entries(wanted) as [keyof TicketCompanyFields, unknown][]) {
    if (value !== undefined && current[key] !== value) (changes as Record<string, unknown>)[key] = value;
  }
  return changes;
}

export const ticketCompanyDecider: Decider<TicketCompanyCommand, TicketCompanyEvent, TicketCompanyState> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'TicketCompanyCreated': {
        const { companyId, ...fields } = event.data;
        return { status: 'exists', companyId, fields };
      }
      case 'TicketCompanyUpdated':
        return state.status === 'exists' ? { ...state, fields: { ...state.fields, ...event.data.changes } } : state;
      case 'TicketCompanyDeleted':
        return { status: 'deleted', companyId: event.data.companyId };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateTicketCompany':
        // Ids are fresh UUIDs; a second create of the same id is a retried request: nothing new to record.
        if (state.status !== 'none') return [];
        return [{ type: 'TicketCompanyCreated', data: { companyId: command.companyId, ...command.fields } }];
      case 'UpdateTicketCompany': {
        if (state.status !== 'exists') throw notFound(TICKET_COMPANY_NOT_FOUND);
        const changes = changedFields(state.fields, command.changes);
        if (Object.keys(changes).length === 0) return [];
        return [{ type: 'TicketCompanyUpdated', data: { companyId: state.companyId, changes } }];
      }
      case 'DeleteTicketCompany':
        if (state.status !== 'exists') throw notFound(TICKET_COMPANY_NOT_FOUND);
        return [{ type: 'TicketCompanyDeleted', data: { companyId: state.companyId } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
