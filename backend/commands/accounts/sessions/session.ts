import type { accountEventSchemas, recoveryEventSchemas } from '@app/contracts';
import type { Decider } from '../../../core/decider.js';
import type { EventOf } from '../../../core/event-types.js';
// A session's last use is written at most this often: enough for a 12-hour idle limit, few events.
import { SESSION_SEEN_EVERY_MS } from '../../../core/session-lifetime.js';

export const toSessionStreamId = (sessionId: string) => `session-${sessionId}`;

export { SESSION_SEEN_EVERY_MS };

/** What the session list shows of where a login came from (never the full address). */
export interface SessionDevice {
  browser: string;
  os: string;
  address: string;
}

export type SessionEvent =
  | EventOf<typeof accountEventSchemas, 'SessionStarted' | 'SessionSeen' | 'SessionEnded'>
  | EventOf<typeof recoveryEventSchemas, 'SessionDeviceRecorded'>;

export type SessionCommand =
  | { type: 'StartSession'; sessionId: string; userId: string; device?: SessionDevice }
  | { type: 'MarkSessionSeen'; at: string }
  | { type: 'EndSession' };

export type SessionState = {
  status: 'none' | 'active' | 'ended';
  sessionId: string | null;
  userId: string | null;
  /** The last SessionSeen's time; null until the first (the read model knows the start time). */
  lastSeenAt: string | null;
};

export const sessionDecider: Decider<SessionCommand, SessionEvent, SessionState> = {
  initialState: () => ({ status: 'none', sessionId: null, userId: null, lastSeenAt: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'SessionStarted':
        return { ...state, status: 'active', sessionId: event.data.sessionId, userId: event.data.userId };
      case 'SessionSeen':
        return { ...state, lastSeenAt: event.data.seenAt };
      case 'SessionEnded':
        return { ...state, status: 'ended' };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'StartSession': {
        if (state.status !== 'none') return [];
        const { sessionId, userId, device } = command;
        const events: SessionEvent[] = [{ type: 'SessionStarted', data: { sessionId, userId } }];
        if (device) events.push({ type: 'SessionDeviceRecorded', data: { sessionId, userId, ...device } });
        return events;
      }
      case 'MarkSessionSeen': {
        if (state.status !== 'active' || !state.sessionId || !state.userId) return [];
        // Concurrent requests may all ask; the stream keeps one mark per interval.
        if (state.lastSeenAt && Date.parse(command.at) - Date.parse(state.lastSeenAt) < SESSION_SEEN_EVERY_MS) return [];
        return [{ type: 'SessionSeen', data: { sessionId: state.sessionId, userId: state.userId, seenAt: command.at } }];
      }
      case 'EndSession':
        if (state.status !== 'active' || !state.sessionId || !state.userId) return [];
        return [{ type: 'SessionEnded', data: { sessionId: state.sessionId, userId: state.userId } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
