import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_RESET_TTL_MS } from '@app/contracts';
import { handleCommand } from '../../../core/command-handler.js';
import type { CommandContext } from '../../../core/decider.js';
import type { Deps } from '../../../core/deps.js';
import { DomainError, notFound } from '../../../core/errors.js';
import { claimOwner, loadUser } from '../account/account.js';
import { hashPassword, verifyPassword } from '../account/passwords.js';
import { type EndSessions, toUserStreamId, userDecider } from '../account/user.js';

/** Tokens are 32 random bytes; only their SHA-256 is ever stored (a hash suffices for so much entropy). */
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export const resetPath = (token: string) => `/sifre-sifirla?token=${token}`;

export const WRONG_CURRENT_PASSWORD = 'Mevcut şifreniz hatalı.';

/** The registered account an e-mail or username names, read on the write side; null for none. */
export async function accountByLogin(deps: Deps, login: string) {
  const { owner } = await claimOwner(deps, login.includes('@') ? 'email' : 'username', login);
  const user = owner ? await loadUser(deps, owner) : null;
  return user?.status === 'registered' ? user : null;
}

/** A new reset link for the member: the token goes back to the caller once and into the log only hashed. */
export async function issueResetToken(deps: Deps, userId: string, ctx: CommandContext) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(ctx.now.getTime() + PASSWORD_RESET_TTL_MS).toISOString();
  const r = await handleCommand(
    deps.events,
    toUserStreamId(userId),
    userDecider,
    { type: 'RequestPasswordReset', tokenHash: hashToken(token), expiresAt },
    ctx,
  );
  return { token, position: r.position };
}

/** Sets the new password if the link is still good (400 otherwise) and ends every session of the member. */
export async function resetPasswordWithToken(deps: Deps, userId: string, token: string, password: string, ctx: CommandContext) {
  const passwordHash = await hashPassword(password);
  const command = { type: 'ResetPassword' as const, tokenHash: hashToken(token), passwordHash, now: ctx.now.toISOString() };
  return handleCommand(deps.events, toUserStreamId(userId), userDecider, command, { ...ctx, actorId: userId });
}

/** The member's own change: the current password first (401), then every other session ends. */
export async function changeOwnPassword(
  deps: Deps,
  input: { userId: string; sessionId: string; currentPassword: string; newPassword: string },
  ctx: CommandContext,
) {
  const user = await loadUser(deps, input.userId);
  if (user.status !== 'registered') throw notFound('Kullanıcı bulunamadı.');
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new DomainError('wrong_password', WRONG_CURRENT_PASSWORD);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const endSessions: EndSessions = { exceptSessionId: input.sessionId, reason: 'password_changed' };
  const command = { type: 'ChangePassword' as const, passwordHash, endSessions };
  return handleCommand(deps.events, toUserStreamId(input.userId), userDecider, command, ctx);
}
