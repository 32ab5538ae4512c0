import type { Role } from '@app/contracts';
import type { Decider } from '../../core/decider.js';
import { conflict, DomainError } from '../../core/errors.js';

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
  | { type: 'UserRegistered'; data: UserProfile & { userId: string; passwordHash: string; role: Role } }
  | { type: 'UserPasswordChanged'; data: { userId: string; passwordHash: string } }
  | { type: 'UserRoleChanged'; data: { userId: string; role: Role } }
  | { type: 'MemberErased'; data: { userId: string; pseudonym: string; username: string } };

export type UserCommand =
  | { type: 'RegisterUser'; userId: string; profile: UserProfile; passwordHash: string; role: Role }
  | { type: 'ChangePassword'; passwordHash: string }
  | { type: 'ChangeRole'; role: Role }
  /** KVKK erasure: the account is closed for good (docs/privacy.md); `pseudonym` was drawn by the key store. */
  | { type: 'EraseMember'; pseudonym: string };

export type UserState =
  | { status: 'none' }
  | { status: 'registered'; userId: string; username: string; email: string; passwordHash: string; role: Role }
  | { status: 'erased'; userId: string; role: Role };

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, username, email, passwordHash, role } = event.data;
        return { status: 'registered', userId, username, email, passwordHash, role };
      }
      case 'UserPasswordChanged':
        return state.status === 'registered' ? { ...state, passwordHash: event.data.passwordHash } : state;
      case 'UserRoleChanged':
        return state.status === 'registered' ? { ...state, role: event.data.role } : state;
      case 'MemberErased':
        return state.status === 'registered' ? { status: 'erased', userId: state.userId, role: state.role } : state;
      default:
        return state;
    }
  },
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
        if (state.status !== 'registered') throw new DomainError('not_found', 'Kullanıcı bulunamadı.');
        if (state.passwordHash === command.passwordHash) return [];
        return [{ type: 'UserPasswordChanged', data: { userId: state.userId, passwordHash: command.passwordHash } }];
      case 'ChangeRole':
        if (state.status !== 'registered') throw new DomainError('not_found', 'Kullanıcı bulunamadı.');
        if (state.role === command.role) return [];
        return [{ type: 'UserRoleChanged', data: { userId: state.userId, role: command.role } }];
      case 'EraseMember':
        if (state.status !== 'registered') throw new DomainError('not_found', 'Kullanıcı bulunamadı.');
        return [{ type: 'MemberErased', data: { userId: state.userId, pseudonym: command.pseudonym, username: state.username } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
