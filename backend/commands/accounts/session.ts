import type { Decider } from '../../core/decider.js';

export const toSessionStreamId = (sessionId: string) => `session-${sessionId}`;

export type SessionEvent =
  | { type: 'SessionStarted'; data: { sessionId: string; userId: string } }
  | { type: 'SessionEnded'; data: { sessionId: string; userId: string } };

export type SessionCommand = { type: 'StartSession'; sessionId: string; userId: string } | { type: 'EndSession' };

export type SessionState = { status: 'none' | 'active' | 'ended'; sessionId: string | null; userId: string | null };

export const sessionDecider: Decider<SessionCommand, SessionEvent, SessionState> = {
  initialState: () => ({ status: 'none', sessionId: null, userId: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'SessionStarted':
        return { status: 'active', sessionId: event.data.sessionId, userId: event.data.userId };
      case 'SessionEnded':
        return { ...state, status: 'ended' };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'StartSession':
        if (state.status !== 'none') return [];
        return [{ type: 'SessionStarted', data: { sessionId: command.sessionId, userId: command.userId } }];
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
