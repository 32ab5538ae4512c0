import type { CurrentUser } from '@app/contracts';
import type { Context } from 'hono';
import type { Deps } from '../../../core/deps.js';
import { DomainError } from '../../../core/errors.js';
import type { ReadStore } from '../../../core/read-store/read-store.js';
import type { AppEnv } from '../../../http/app-env.js';
import { clientIp } from '../../../http/security.js';
import { commandContext, setSessionCookie } from '../../../http/session.js';
import { startSession } from '../sessions/sessions.js';
import { describeDevice } from '../sessions/device.js';
import { startSecondStep } from '../two-step/second-step.js';
import { twoFactorEnabled } from '../two-step/two-factor-service.js';

/** The member's account as the read model shows it (the answer to login and register). */
export interface AccountReads {
  findCurrentUser: (read: ReadStore, userId: string) => Promise<CurrentUser | null>;
}

export interface SignInOptions {
  secret: string;
  /** How long a login or sign-up waits for its session to reach the read models (a busy projector); 15 s. */
  sessionVisibleMs?: number;
}

/** Logs the member in (a session with its device) and answers with their account once the read model shows it. */
export function signInWith(deps: Deps, reads: AccountReads, options: SignInOptions) {
  return async function signIn(c: Context<AppEnv>, userId: string, after: number) {
    const ctx = { ...commandContext(c, deps), actorId: userId };
    const device = describeDevice(c.req.header('user-agent'), clientIp(c));
    const { sessionId, position } = await startSession(deps, userId, ctx, device);
    // Unlike other answers, a login the read models do not show yet is not merely stale: every next
    // request would be refused as logged out. So wait longer than the usual read-your-writes bound,
    // and say so plainly if even that is not enough.
    const visible = await deps.runner.waitFor(Math.max(after, position), options.sessionVisibleMs ?? 15_000);
    const user = visible ? await reads.findCurrentUser(deps.read, userId) : null;
    if (!user) throw new DomainError('unavailable', 'Hesabınız hazırlanıyor, lütfen tekrar deneyin.');
    await setSessionCookie(c, sessionId, options.secret);
    return user;
  };
}

export type SignIn = ReturnType<typeof signInWith>;

/**
 * After a proven password (a login, a reset): an account with the two-step login gets only the
 * second step (`{ twoFactorRequired: true }`, no session yet); any other is logged in.
 */
export function afterPasswordWith(deps: Deps, signIn: SignIn, secret: string) {
  return async (c: Context<AppEnv>, userId: string, after: number) => {
    if (await twoFactorEnabled(deps, userId)) {
      await startSecondStep(c, secret, userId, deps.clock());
      return c.json({ twoFactorRequired: true as const });
    }
    return c.json({ user: await signIn(c, userId, after) });
  };
}

/** After a password is proven (a login, a reset): either a session, or the second step of a two-step login. */
export type AfterPassword = ReturnType<typeof afterPasswordWith>;
