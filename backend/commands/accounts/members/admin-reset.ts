import type { Deps } from '../../../core/deps.js';
import { handleCommand } from '../../../core/command-handler.js';
import { notFound } from '../../../core/errors.js';
import { systemContext } from '../../../core/system-context.js';
import { accountByLogin } from '../password-reset/recovery.js';
import { hashPassword } from '../account/passwords.js';
import { resetTwoFactor } from '../two-step/two-factor-service.js';
import { toUserStreamId, userDecider } from '../account/user.js';

/**
 * `npm run admin:reset -- <e-mail>`, for an operator locked out: a new password, the two-step
 * enrolment cleared and every session ended, all in the log with the actor `system`.
 */
export async function resetAdminAccess(deps: Pick<Deps, 'events' | 'clock' | 'newId'>, email: string, password: string) {
  const d = deps as Deps;
  const user = await accountByLogin(d, email);
  if (!user) throw notFound(`No account with the e-mail ${email}.`);
  const ctx = systemContext(deps, 'admin-reset');
  const passwordHash = await hashPassword(password);
  const endSessions = { exceptSessionId: null, reason: 'password_reset' as const };
  await handleCommand(
    deps.events,
    toUserStreamId(user.userId),
    userDecider,
    { type: 'ChangePassword', passwordHash, endSessions },
    ctx,
  );
  const r = await resetTwoFactor(d, user.userId, ctx);
  return { userId: user.userId, username: user.username, position: r.position };
}
