import type { accountEventSchemas, recoveryEventSchemas, Role, UserSessionsEndedV1 } from '@app/contracts';
import type { z } from 'zod';
import type { Decider } from '../../../core/decider.js';
import { conflict, DomainError } from '../../../core/errors.js';
import type { EventOf } from '../../../core/event-types.js';

export const toUserStreamId = (userId: string) => `user-${userId}`;

export interface UserProfile {
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  streamUrl: string | null;
}

export type UserEvent =
  | EventOf<typeof accountEventSchemas, 'UserRegistered' | 'UserPasswordChanged' | 'UserRoleChanged' | 'MemberErased'>
  | EventOf<typeof recoveryEventSchemas, 'PasswordResetRequested' | 'UserSessionsEnded'>;

type EndReason = z.infer<typeof UserSessionsEndedV1>['reason'];
/** Which sessions a password change ends: all but `exceptSessionId` (the one that asked, or none). */
export interface EndSessions {
  exceptSessionId: string | null;
  reason: EndReason;
}

export type UserCommand =
  | { type: 'RegisterUser'; userId: string; profile: UserProfile; passwordHash: string; role: Role }
  /** `endSessions` absent: the bootstrap setting ADMIN_PASSWORD on a new account ends nothing. */
  | { type: 'ChangePassword'; passwordHash: string; endSessions?: EndSessions }
  | { type: 'ChangeRole'; role: Role }
  | { type: 'RequestPasswordReset'; tokenHash: string; expiresAt: string }
  | { type: 'ResetPassword'; tokenHash: string; passwordHash: string; now: string }
  | { type: 'EndSessions'; exceptSessionId: string | null; reason: EndReason }
  /** KVKK erasure: the account is closed for good (docs/privacy.md); `pseudonym` was drawn by the key store. */
  | { type: 'EraseMember'; pseudonym: string };

/** The one reset link that may still be used: a newer one or a password change voids it. */
interface PendingReset {
  tokenHash: string;
  expiresAt: string;
}

export type UserState =
  | { status: 'none' }
  | {
      status: 'registered';
      userId: string;
      username: string;
      email: string;
      passwordHash: string;
      role: Role;
      reset: PendingReset | null;
    }
  | { status: 'erased'; userId: string; role: Role };

export const RESET_LINK_INVALID =
  'Şifre sıfırlama bağlantısı geçersiz, kullanılmış veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.';

function evolve(state: UserState, event: UserEvent): UserState {
  if (event.type === 'UserRegistered') {
    const { userId, username, email, passwordHash, role } = event.data;
    return { status: 'registered', userId, username, email, passwordHash, role, reset: null };
  }
  if (state.status !== 'registered') return state;
  switch (event.type) {
    case 'UserPasswordChanged':
      return { ...state, passwordHash: event.data.passwordHash, reset: null };
    case 'UserRoleChanged':
      return { ...state, role: event.data.role };
    case 'PasswordResetRequested':
      return { ...state, reset: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt } };
    case 'MemberErased':
      return { status: 'erased', userId: state.userId, role: state.role };
    default:
      return state;
  }
}

const registered = (state: UserState) => {
  if (state.status !== 'registered') throw new DomainError('not_found', 'Kullanıcı bulunamadı.');
  return state;
};

function changePassword(state: UserState, passwordHash: string, end: EndSessions | undefined): UserEvent[] {
  const user = registered(state);
  const events: UserEvent[] = [];
  if (user.passwordHash !== passwordHash)
    events.push({ type: 'UserPasswordChanged', data: { userId: user.userId, passwordHash } });
  if (end) events.push({ type: 'UserSessionsEnded', data: { userId: user.userId, ...end } });
  return events;
}

function resetPassword(state: UserState, c: Extract<UserCommand, { type: 'ResetPassword' }>): UserEvent[] {
  const reset = state.status === 'registered' ? state.reset : null;
  if (!reset || reset.tokenHash !== c.tokenHash || Date.parse(reset.expiresAt) <= Date.parse(c.now)) {
    throw new DomainError('reset_token_invalid', RESET_LINK_INVALID);
  }
  // Recorded even when the new password equals the old: it is what uses the link up.
  const user = registered(state);
  return [
    { type: 'UserPasswordChanged', data: { userId: user.userId, passwordHash: c.passwordHash } },
    { type: 'UserSessionsEnded', data: { userId: user.userId, exceptSessionId: null, reason: 'password_reset' } },
  ];
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser':
        if (state.status !== 'none') throw conflict('Bu kullanıcı zaten kayıtlı.');
        return [
          {
            type: 'UserRegistered',
            data: { userId: command.userId, ...command.profile, passwordHash: command.passwordHash, role: command.role },
          },
        ];
      case 'ChangePassword':
        return changePassword(state, command.passwordHash, command.endSessions);
      case 'ChangeRole': {
        const user = registered(state);
        if (user.role === command.role) return [];
        return [{ type: 'UserRoleChanged', data: { userId: user.userId, role: command.role } }];
      }
      case 'RequestPasswordReset': {
        const user = registered(state);
        const data = { userId: user.userId, tokenHash: command.tokenHash, expiresAt: command.expiresAt };
        return [{ type: 'PasswordResetRequested', data }];
      }
      case 'ResetPassword':
        return resetPassword(state, command);
      case 'EndSessions': {
        const user = registered(state);
        const data = { userId: user.userId, exceptSessionId: command.exceptSessionId, reason: command.reason };
        return [{ type: 'UserSessionsEnded', data }];
      }
      case 'EraseMember': {
        const user = registered(state);
        const data = { userId: user.userId, pseudonym: command.pseudonym, username: user.username };
        return [{ type: 'MemberErased', data }];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
