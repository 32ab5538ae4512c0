import type { KickEventOf } from '@app/contracts';
import type { Decider } from '../../core/decider.js';
import { conflict } from '../../core/errors.js';

/** One Kick account links to one member at most: a reservation stream per Kick user id. */
export const toKickAccountStreamId = (kickUserId: number) => `kickAccount-${kickUserId}`;

export const KICK_ACCOUNT_TAKEN = 'Bu Kick hesabı başka bir üyeye bağlı.';

type AccountEvent = KickEventOf<'KickAccountClaimed' | 'KickAccountReleased' | 'KickFollowCredited'>;
export type AccountCommand =
  | { type: 'ClaimKickAccount'; kickUserId: number; userId: string }
  | { type: 'ReleaseKickAccount'; kickUserId: number; userId: string }
  | { type: 'CreditKickFollow'; kickUserId: number; userId: string; messageId: string };
export interface AccountState {
  owner: string | null;
  /** The delivery whose follow was rewarded; a Kick account's first follow counts once, ever. */
  followCreditedBy: string | null;
}

export const kickAccountDecider: Decider<AccountCommand, AccountEvent, AccountState> = {
  initialState: () => ({ owner: null, followCreditedBy: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'KickAccountClaimed':
        return { ...state, owner: event.data.userId };
      case 'KickAccountReleased':
        return { ...state, owner: null };
      case 'KickFollowCredited':
        return { ...state, followCreditedBy: event.data.messageId };
      default:
        return state;
    }
  },
  decide(command, state) {
    const { kickUserId, userId } = command;
    switch (command.type) {
      case 'ClaimKickAccount':
        if (state.owner === userId) return [];
        if (state.owner) throw conflict(KICK_ACCOUNT_TAKEN);
        return [{ type: 'KickAccountClaimed', data: { kickUserId, userId } }];
      case 'ReleaseKickAccount':
        return state.owner === userId ? [{ type: 'KickAccountReleased', data: { kickUserId, userId } }] : [];
      case 'CreditKickFollow':
        // Already credited (by this delivery, whose award may still be owed, or by an earlier one): nothing new.
        if (state.followCreditedBy || state.owner !== userId) return [];
        return [{ type: 'KickFollowCredited', data: { kickUserId, userId, messageId: command.messageId } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
