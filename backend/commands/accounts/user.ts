import type { accountEventSchemas, Role } from '@app/contracts';
import type { Decider } from '../../core/decider.js';
import { conflict, DomainError } from '../../core/errors.js';
import type { EventOf } from '../../core/event-types.js';

export const toUserStreamId = (userId: string) => `user-${userId}`;

export interface UserProfile {
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  streamUrl: string | null;
}

export type UserEvent = EventOf<typeof accountEventSchemas, 'UserRegistered' | 'UserPasswordChanged' | 'UserRoleChanged'>;

export type UserCommand =
  | { type: 'RegisterUser'; userId: string; profile: UserProfile; passwordHash: string; role: Role }
  | { type: 'ChangePassword'; passwordHash: string }
  | { type: 'ChangeRole'; role: Role };

export type UserState =
  | { status: 'none' }
  | { status: 'registered'; userId: string; username: string; email: string; passwordHash: string; role: Role };

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
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
