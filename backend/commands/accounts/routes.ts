import { type CurrentUser, ErrorCode, LoginRequest, RegisterRequest } from '@app/contracts';
import { type Context, Hono } from 'hono';
import type { Deps } from '../../core/deps.js';
import type { ReadStore } from '../../core/read-store/read-store.js';
import { DomainError } from '../../core/errors.js';
import type { AppEnv } from '../../http/app-env.js';
import { authRateLimit, type LimitStore } from '../../http/security.js';
import { clearSessionCookie, commandContext, setSessionCookie } from '../../http/session.js';
import { validationError } from '../../http/errors.js';
import { validate } from '../../http/validate.js';
import { authenticate, endSession, registerUser, startSession } from './accounts.js';
import { commonPasswordError } from './passwords.js';
import { createLoginBackoff, type LoginBackoff, tooManyFailuresText } from '../../http/login-backoff.js';
import { awardStreamPointsIfMatching } from '../points/stream-points.js';

export interface AccountRoutesOptions {
  secret: string;
  /** Login and register attempts per minute per client address. */
  authAttemptsPerMinute: number;
  /** Shared counters (MongoDB) when several instances serve the site. */
  limitStore?: LimitStore;
  /** The per-account login backoff shared by the instances (MongoDB); else this process's own. */
  loginBackoff?: LoginBackoff;
  /** How long a login or sign-up waits for its session to reach the read models (a busy projector); 15 s. */
  sessionVisibleMs?: number;
}

/** The member's account as the read model shows it (the answer to login and register). */
export interface AccountReads {
  findCurrentUser: (read: ReadStore, userId: string) => Promise<CurrentUser | null>;
}

export function accountCommandRoutes(deps: Deps, reads: AccountReads, options: AccountRoutesOptions) {
  const limit = authRateLimit(options.authAttemptsPerMinute, options.limitStore);
  const backoff = options.loginBackoff ?? createLoginBackoff();

  /** Log the member in and answer with their account once the read model shows it. */
  async function signIn(c: Context<AppEnv>, userId: string, after: number) {
    const ctx = { ...commandContext(c, deps), actorId: userId };
    const { sessionId, position } = await startSession(deps, userId, ctx);
    // Unlike other answers, a login the read models do not show yet is not merely stale: every next
    // request would be refused as logged out. So wait longer than the usual read-your-writes bound,
    // and say so plainly if even that is not enough.
    const visible = await deps.runner.waitFor(Math.max(after, position), options.sessionVisibleMs ?? 15_000);
    const user = visible ? await reads.findCurrentUser(deps.read, userId) : null;
    if (!user) throw new DomainError('unavailable', 'Hesabınız hazırlanıyor, lütfen tekrar deneyin.');
    await setSessionCookie(c, sessionId, options.secret);
    return user;
  }

  return new Hono<AppEnv>()
    .post('/register', limit, validate('json', RegisterRequest), async (c) => {
      const input = c.req.valid('json');
      const common = commonPasswordError(input.password);
      if (common) return validationError(c, common);
      const { userId, position } = await registerUser(deps, input, commandContext(c, deps));
      // A stream link given at sign-up earns today's stream points like a later update would.
      const stream = await awardStreamPointsIfMatching(deps, userId, input.streamUrl, {
        ...commandContext(c, deps),
        actorId: userId,
      });
      const user = await signIn(c, userId, Math.max(position, stream.position));
      return c.json({ user, ...(stream.pointsEarned > 0 && { pointsEarned: stream.pointsEarned }) }, 201);
    })
    .post('/login', limit, validate('json', LoginRequest), async (c) => {
      const { email, password } = c.req.valid('json');
      const attempt = await backoff.begin(email, deps.clock().getTime());
      if (attempt.key === null) {
        c.header('Retry-After', String(Math.ceil(attempt.retryAfterMs / 1000)));
        return c.json({ message: tooManyFailuresText(attempt.retryAfterMs), code: ErrorCode.rateLimited }, 429);
      }
      const account = await authenticate(deps, email, password);
      await backoff.succeeded(attempt.key);
      return c.json({ user: await signIn(c, account.userId, -1) });
    })
    .post('/logout', async (c) => {
      const sessionId = c.get('sessionId');
      if (sessionId) {
        const r = await endSession(deps, sessionId, commandContext(c, deps));
        await deps.runner.waitFor(r.position);
      }
      clearSessionCookie(c);
      return c.json({ ok: true });
    });
}
