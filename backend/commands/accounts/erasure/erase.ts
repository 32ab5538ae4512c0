import { handleCommand } from '../../../core/command-handler.js';
import type { CommandContext } from '../../../core/decider.js';
import type { Deps } from '../../../core/deps.js';
import { conflict, DomainError, notFound } from '../../../core/errors.js';
import { kickSubjectsOfMember } from '../../kick/account.js';
import { cancelOrder } from '../../rewards/orders.js';
import { endSession } from '../sessions/sessions.js';
import { loadUser } from '../account/account.js';
import { isAccountId, USER_NOT_FOUND } from '../members/admin-users.js';
import { currentAccess } from '../account/account.js';
import { verifyPassword } from '../account/passwords.js';
import { toUserStreamId, userDecider } from '../account/user.js';

export const ERASE_MESSAGES = {
  staff: 'Personel hesapları silinemez. Önce rolünü üye olarak değiştirin.',
  wrongPassword: 'Şifre hatalı.',
  orderCancelled: 'Üyelik silindi (KVKK)',
} as const;

/** What the erasure looks up on the read side (lookups that tolerate lag; app.ts hands them in). */
export interface ErasureReads {
  openSessionIds(userId: string): Promise<string[]>;
  pendingOrders(userId: string): Promise<{ rewardId: string; purchaseId: string }[]>;
}

/** The member's own request: the password again, so a session left open on a shared computer cannot erase. */
export async function eraseOwnAccount(deps: Deps, reads: ErasureReads, userId: string, password: string, ctx: CommandContext) {
  const user = await loadUser(deps, userId);
  if (user.status !== 'registered') throw notFound(USER_NOT_FOUND);
  if (!(await verifyPassword(password, user.passwordHash)))
    throw new DomainError('invalid_credentials', ERASE_MESSAGES.wrongPassword);
  return eraseMember(deps, reads, userId, ctx);
}

/**
 * KVKK erasure (docs/privacy.md): pending orders cancelled (stock and points back), every session ended,
 * the account closed with `MemberErased`, and, once the read models have rewritten the member's copies,
 * the keys destroyed and the username, e-mail, Kick and Telegram accounts freed. Staff are demoted first
 * (so the last super_admin is never erased). A crash before the keys are destroyed is finished at the
 * next start (finishErasures).
 */
export async function eraseMember(deps: Deps, reads: ErasureReads, userId: string, ctx: CommandContext) {
  if (!isAccountId(userId)) throw notFound(USER_NOT_FOUND);
  const user = await loadUser(deps, userId);
  if (user.status !== 'registered') throw notFound(USER_NOT_FOUND);
  if ((await currentAccess(deps, userId, user.role)).role !== 'user') throw conflict(ERASE_MESSAGES.staff);
  const pseudonym = await deps.keys.beginErasure(userId);
  await cancelPendingOrders(deps, reads, userId, ctx);
  const closed = await handleCommand(deps.events, toUserStreamId(userId), userDecider, { type: 'EraseMember', pseudonym }, ctx);
  let position = closed.position;
  for (const sessionId of await reads.openSessionIds(userId)) {
    position = Math.max(position, (await endSession(deps, sessionId, ctx)).position);
  }
  await deps.runner.waitFor(position);
  // A purchase that debited between the first sweep and the closing is cancelled too (none can debit after it).
  await cancelPendingOrders(deps, reads, userId, ctx);
  await finishErasure(deps, userId);
  return { pseudonym, position: await deps.events.headPosition() };
}

async function cancelPendingOrders(deps: Deps, reads: ErasureReads, userId: string, ctx: CommandContext) {
  for (const o of await reads.pendingOrders(userId)) {
    try {
      const r = await cancelOrder(deps, o.rewardId, o.purchaseId, ERASE_MESSAGES.orderCancelled, ctx);
      await deps.runner.waitFor(r.position);
    } catch (err) {
      // Staff moved it on (claimed, delivered) or cancelled it meanwhile: it is no longer pending.
      if (!(err instanceof DomainError)) throw err;
    }
  }
}

/** The keys go with the subjects of the Kick accounts the member ever linked; their reservations with the keys. */
async function finishErasure(deps: Deps, userId: string) {
  await deps.keys.completeErasure(userId, await kickSubjectsOfMember(deps, userId));
}

/** At start: erasures a crash interrupted after the account was closed get their keys destroyed. */
export async function finishErasures(deps: Deps) {
  for (const userId of await deps.keys.pendingErasures()) {
    const user = await loadUser(deps, userId);
    if (user.status === 'erased') await finishErasure(deps, userId);
  }
}
