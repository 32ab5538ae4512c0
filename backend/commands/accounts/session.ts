import type { SessionDeviceV1, SessionEndedV1, SessionSeenV1, SessionStartedV1 } from '@app/contracts';
import { SESSION_SEEN_EVERY_MS } from '@app/contracts';
import type { z } from 'zod';
import type { Decider } from '../../core/decider.js';

export const toSessionStreamId = (sessionId: string) => `session-${sessionId}`;

export type SessionEvent =
  | { type: 'SessionStarted'; data: z.infer<typeof SessionStartedV1> }
  | { type: 'SessionDeviceRecorded'; data: z.infer<typeof SessionDeviceV1> }
  | { type: 'SessionSeen'; data: z.infer<typeof SessionSeenV1> }
  | { type: 'SessionEnded'; data: z.infer<typeof SessionEndedV1> };

/** What the session list shows of where a login came from (never the full address). */
export interface SessionDevice {
  browser: string;
  os: string;
  address: string;
}

export type SessionCommand =
  | { type: 'StartSession'; sessionId: string; userId: string; device?: SessionDevice }
  /** Asked at most once per SESSION_SEEN_EVERY_MS by the session middleware (worthRecordingSeen). */
  | { type: 'SeeSession' }
  | { type: 'EndSession' };

export type SessionState = {
  status: 'none' | 'active' | 'ended';
  sessionId: string | null;
  userId: string | null;
};

export const sessionDecider: Decider<SessionCommand, SessionEvent, SessionState> = {
  initialState: () => ({ status: 'none', sessionId: null, userId: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'SessionStarted':
        return { ...state, status: 'active', sessionId: event.data.sessionId, userId: event.data.userId };
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
      case 'SeeSession':
        if (state.status !== 'active' || !state.sessionId || !state.userId) return [];
        return [{ type: 'SessionSeen', data: { sessionId: state.sessionId, userId: state.userId } }];
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

/** Whether a use at `now` should be recorded, given when the read model last saw the session. */
export const worthRecordingSeen = (lastSeenAt: string, now: Date) =>
  now.getTime() - Date.parse(lastSeenAt) >= SESSION_SEEN_EVERY_MS;
