import { isStaff, type Role } from '@app/contracts';
import { handleCommand } from '../../../core/command-handler.js';
import type { CommandContext } from '../../../core/decider.js';
import type { Deps } from '../../../core/deps.js';
import { DomainError, notFound } from '../../../core/errors.js';
import { issueResetToken } from '../password-reset/recovery.js';
import { endSessionsOf } from '../sessions/sessions.js';
import { resetTwoFactor } from '../two-step/two-factor-service.js';
import { loadState } from '../../../core/load-state.js';
import { adjustPoints } from '../../points/points.js';
import { currentAccess } from '../account/account.js';
import { ACCESS_STREAM, accessDecider } from '../account/access.js';
import { toUserStreamId, userDecider } from '../account/user.js';

export const USER_NOT_FOUND = 'Kullanıcı bulunamadı.';

const RANK: Record<Role, number> = { user: 0, viewer: 1, editor: 2, super_admin: 3 };

/** Ids are server-made UUIDs; anything else names no account (and must not reach a stream name). */
export const isAccountId = (id: string) => /^[A-Za-z0-9-]{1,64}$/.test(id);

/** The account's registration role, from its own stream; 404 when there is no such account. */
async function registeredRole(deps: Deps, userId: string): Promise<Role> {
  if (!isAccountId(userId)) throw notFound(USER_NOT_FOUND);
  const user = await loadState(deps.events, toUserStreamId(userId), userDecider);
  if (user.status !== 'registered') throw notFound(USER_NOT_FOUND);
  return user.role;
}

/** A role change and/or a ban, decided on the access stream (409 for the last super_admin). */
export async function changeUserAccess(
  deps: Deps,
  userId: string,
  change: { role?: Role; banned?: boolean },
  ctx: CommandContext,
) {
  const baselineRole = await registeredRole(deps, userId);
  const before = (await currentAccess(deps, userId, baselineRole)).role;
  const command = { type: 'ChangeAccess' as const, userId, baselineRole, actorId: ctx.actorId, ...change };
  const r = await handleCommand(deps.events, ACCESS_STREAM, accessDecider, command, ctx);
  if (change.role && RANK[change.role] < RANK[before]) {
    // A demotion ends the member's sessions at once (a promotion keeps them): a session opened with
    // staff powers does not live on with fewer.
    const end = await endSessionsOf(deps, userId, { exceptSessionId: null, reason: 'demoted' }, ctx);
    return { position: end.position };
  }
  return { position: r.position };
}

/** A staff correction of a member's balance; the write side refuses one that would go below zero (422). */
export async function adjustMemberPoints(
  deps: Deps,
  userId: string,
  input: { delta: number; reason: string },
  ctx: CommandContext,
) {
  if (!isAccountId(userId)) throw notFound(USER_NOT_FOUND);
  return adjustPoints(deps, userId, input, ctx);
}

export const STAFF_RESET_LINK =
  'Yönetici hesapları için sıfırlama bağlantısı oluşturulamaz; yönetici kendi e-postasıyla veya sunucudaki admin:reset komutuyla sıfırlar.';
export const OWN_TWO_FACTOR =
  'Kendi iki adımlı doğrulamanızı buradan sıfırlayamazsınız; bir kurtarma kodu ile giriş yapıp yeniden kurun.';

/** A reset link a super_admin hands to a member without e-mail (never for staff: that would be a takeover). */
export async function issueMemberResetLink(deps: Deps, userId: string, ctx: CommandContext) {
  const access = await currentAccess(deps, userId, await registeredRole(deps, userId));
  if (isStaff(access.role)) throw new DomainError('domain_rule', STAFF_RESET_LINK);
  return issueResetToken(deps, userId, ctx);
}

/** Clears another staff member's two-step login; they must enrol again. */
export async function resetStaffTwoFactor(deps: Deps, userId: string, ctx: CommandContext) {
  await registeredRole(deps, userId);
  if (userId === ctx.actorId) throw new DomainError('domain_rule', OWN_TWO_FACTOR);
  return resetTwoFactor(deps, userId, ctx);
}
