import type { CreateEventInput } from '@app/contracts';
import { END_BEFORE_START } from '@app/contracts';
import type { Decider } from '../../core/decider.js';
import { conflict, DomainError, notFound } from '../../core/errors.js';

export const toEventStreamId = (eventId: string) => `event-${eventId}`;
export const EVENT_NOT_FOUND = 'Etkinlik bulunamadı';

/** The fields staff edit; photoUrl is already a stored blob's URL (never a data: URL). */
export type EventFields = CreateEventInput;
export type EventChanges = Partial<EventFields>;

export type EventEvent =
  | { type: 'EventCreated'; data: EventFields & { eventId: string } }
  | { type: 'EventUpdated'; data: { eventId: string; changes: EventChanges } }
  | { type: 'EventDeleted'; data: { eventId: string } };

export type EventCommand =
  | { type: 'CreateEvent'; eventId: string; fields: EventFields }
  | { type: 'UpdateEvent'; changes: EventChanges }
  | { type: 'DeleteEvent' };

export type EventState =
  { status: 'none' } | { status: 'deleted'; eventId: string } | { status: 'live'; eventId: string; fields: EventFields };

function checkDates(f: Pick<EventFields, 'startDate' | 'endDate'>) {
  if (f.startDate && f.endDate && Date.parse(f.endDate) < Date.parse(f.startDate)) {
    throw new DomainError('validation_error', END_BEFORE_START);
  }
}

/** Only the fields whose value really changes; an edit that changes nothing records nothing. */
function changedFields(current: EventFields, wanted: EventChanges): EventChanges {
  const changes: EventChanges = {};
  for (const key of Object.keys(wanted) as (keyof EventFields)[]) {
    const value = wanted[key];
    if (value !== undefined && value !== current[key]) Object.assign(changes, { [key]: value });
  }
  return changes;
}

export const eventDecider: Decider<EventCommand, EventEvent, EventState> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'EventCreated': {
        const { eventId, ...fields } = event.data;
        return { status: 'live', eventId, fields };
      }
      case 'EventUpdated':
        return state.status === 'live' ? { ...state, fields: { ...state.fields, ...event.data.changes } } : state;
      case 'EventDeleted':
        return { status: 'deleted', eventId: event.data.eventId };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateEvent':
        if (state.status !== 'none') throw conflict('Bu etkinlik zaten var.');
        checkDates(command.fields);
        return [{ type: 'EventCreated', data: { eventId: command.eventId, ...command.fields } }];
      case 'UpdateEvent': {
        if (state.status !== 'live') throw notFound(EVENT_NOT_FOUND);
        checkDates({ ...state.fields, ...withoutUndefined(command.changes) });
        const changes = changedFields(state.fields, command.changes);
        if (Object.keys(changes).length === 0) return [];
        return [{ type: 'EventUpdated', data: { eventId: state.eventId, changes } }];
      }
      case 'DeleteEvent':
        if (state.status !== 'live') throw notFound(EVENT_NOT_FOUND);
        return [{ type: 'EventDeleted', data: { eventId: state.eventId } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};

const withoutUndefined = (changes: EventChanges): EventChanges =>
  Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
