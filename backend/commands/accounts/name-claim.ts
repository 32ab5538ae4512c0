import { type accountEventSchemas, normaliseClaim } from '@app/contracts';
import type { Decider } from '../../core/decider.js';
import { conflict } from '../../core/errors.js';
import type { EventOf } from '../../core/event-types.js';

/**
 * Usernames and e-mails are unique ignoring case. Each normalised value has its own claim stream,
 * so two registrations racing for the same value meet on one stream and exactly one wins.
 */
export type ClaimKind = 'username' | 'email';

export const toClaimStreamId = (kind: ClaimKind, value: string) =>
  `${kind === 'username' ? 'usernameClaim' : 'emailClaim'}-${normaliseClaim(value)}`;

export type ClaimEvent = EventOf<typeof accountEventSchemas, 'NameReserved' | 'NameReleased'>;

export type ClaimCommand =
  | {
      type: 'ReserveName';
      value: string;
      userId: string;
      /** The current owner never finished registering (its user stream does not exist). */
      ownerAbandoned: boolean;
      takenMessage: string;
    }
  | { type: 'ReleaseName'; userId: string };

export type ClaimState = { owner: string | null; value: string | null };

export const claimDecider: Decider<ClaimCommand, ClaimEvent, ClaimState> = {
  initialState: () => ({ owner: null, value: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'NameReserved':
        return { owner: event.data.userId, value: event.data.value };
      case 'NameReleased':
        return state.owner === event.data.userId ? { owner: null, value: state.value } : state;
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'ReserveName':
        if (state.owner === command.userId) return [];
        if (state.owner !== null && !command.ownerAbandoned) throw conflict(command.takenMessage);
        return [{ type: 'NameReserved', data: { value: command.value, userId: command.userId } }];
      case 'ReleaseName':
        if (state.owner !== command.userId || state.value === null) return [];
        return [{ type: 'NameReleased', data: { value: state.value, userId: command.userId } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
