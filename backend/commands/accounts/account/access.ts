import type { accountEventSchemas, adminAccountEventSchemas, Role } from '@app/contracts';
import type { Decider } from '../../../core/decider.js';
import { conflict, DomainError } from '../../../core/errors.js';
import type { EventOf } from '../../../core/event-types.js';

/**
 * Roles and bans of every account are decided on one stream, `accountAccess-main`. "The last active
 * super_admin can never be demoted or banned" spans all accounts, so it needs one place that sees
 * them all and decides with the expected revision: two super_admins demoting each other at the same
 * moment meet here, and one of them gets the 409. The stream only grows by staff decisions (a role
 * change, a ban), a few per day at most.
 *
 * Accounts the stream has never decided about keep the role they were registered with (the member's
 * own stream says which); a super_admin of that kind is not counted as "another" super_admin, so the
 * count the rule relies on can only be too low, never too high.
 */
export const ACCESS_STREAM = 'accountAccess-main';

export const ACCESS_MESSAGES = {
  lastSuperAdmin: 'Son süper admin hesabının rolü değiştirilemez ve hesap engellenemez. Önce başka bir süper admin atayın.',
  selfBan: 'Kendi hesabınızı engelleyemezsiniz.',
} as const;

export type AccessEvent =
  | EventOf<typeof accountEventSchemas, 'UserRoleChanged'>
  | EventOf<typeof adminAccountEventSchemas, 'UserBanned' | 'UserUnbanned'>;

export interface ChangeAccess {
  type: 'ChangeAccess';
  userId: string;
  /** The role the member's own stream gives the account (registration); used until this stream decides one. */
  baselineRole: Role;
  /** Who asks: nobody bans themselves. Null for the system. */
  actorId: string | null;
  role?: Role;
  banned?: boolean;
}

export type AccessCommand = ChangeAccess;

interface AccessEntry {
  role?: Role;
  banned: boolean;
}

export interface AccessState {
  accounts: Map<string, AccessEntry>;
}

/** Extends the map in place: a fold owns the state it builds, and copying it per event would be quadratic. */
function evolve(state: AccessState, event: AccessEvent): AccessState {
  const entry = state.accounts.get(event.data.userId) ?? { banned: false };
  if (event.type === 'UserRoleChanged') entry.role = event.data.role;
  else entry.banned = event.type === 'UserBanned';
  state.accounts.set(event.data.userId, entry);
  return state;
}

const isActiveSuperAdmin = (a: { role?: Role; banned: boolean }) => a.role === 'super_admin' && !a.banned;

function otherActiveSuperAdmins(state: AccessState, userId: string) {
  let n = 0;
  for (const [id, entry] of state.accounts) if (id !== userId && isActiveSuperAdmin(entry)) n += 1;
  return n;
}

/** The account's role and ban as they stand (the baseline role until this stream decided one). */
export function accessOf(state: AccessState, userId: string, baselineRole: Role) {
  const entry = state.accounts.get(userId);
  return { role: entry?.role ?? baselineRole, banned: entry?.banned ?? false, decided: entry?.role !== undefined };
}

function changeAccess(state: AccessState, c: ChangeAccess): AccessEvent[] {
  if (c.banned === true && c.userId === c.actorId) throw new DomainError('domain_rule', ACCESS_MESSAGES.selfBan);
  const now = accessOf(state, c.userId, c.baselineRole);
  const next = { role: c.role ?? now.role, banned: c.banned ?? now.banned };
  if (isActiveSuperAdmin(now) && !isActiveSuperAdmin(next) && otherActiveSuperAdmins(state, c.userId) === 0) {
    throw conflict(ACCESS_MESSAGES.lastSuperAdmin);
  }
  const events: AccessEvent[] = [];
  // A super_admin this stream has not counted yet is recorded once, so it counts from then on.
  const recordRole = c.role !== undefined && (c.role !== now.role || (c.role === 'super_admin' && !now.decided));
  if (recordRole) events.push({ type: 'UserRoleChanged', data: { userId: c.userId, role: next.role } });
  if (next.banned !== now.banned) events.push({ type: next.banned ? 'UserBanned' : 'UserUnbanned', data: { userId: c.userId } });
  return events;
}

export const accessDecider: Decider<AccessCommand, AccessEvent, AccessState> = {
  initialState: () => ({ accounts: new Map() }),
  evolve,
  decide(command, state) {
    switch (command.type) {
      case 'ChangeAccess':
        return changeAccess(state, command);
      default: {
        const unknown: never = command.type;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
