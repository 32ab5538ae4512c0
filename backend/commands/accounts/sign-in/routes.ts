import { ErrorCode, LoginRequest, RegisterRequest } from '@app/contracts';
import { Hono } from 'hono';
import type { Deps } from '../../../core/deps.js';
import type { AppEnv } from '../../../http/app-env.js';
import { authRateLimit, type LimitStore } from '../../../http/security.js';
import { clearSessionCookie, commandContext } from '../../../http/session.js';
import { validationError } from '../../../http/errors.js';
import { validate } from '../../../http/validate.js';
import { authenticate, registerUser } from './accounts.js';
import { endSession } from '../sessions/sessions.js';
import { commonPasswordError } from '../account/passwords.js';
import { createLoginBackoff, type LoginBackoff, tooManyFailuresText } from '../../../http/login-backoff.js';
import { awardStreamPointsIfMatching } from '../../points/stream-points.js';
import type { AccountReads, AfterPassword, SignIn } from './sign-in.js';

export type { AccountReads };

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

/** Sign-up and login; `signIn` and `afterPassword` are the app's one pair, shared with recovery and the second step. */
export function accountCommandRoutes(deps: Deps, options: AccountRoutesOptions, signIn: SignIn, afterPassword: AfterPassword) {
  const limit = authRateLimit(options.authAttemptsPerMinute, options.limitStore);
  const backoff = options.loginBackoff ?? createLoginBackoff();

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
      return afterPassword(c, account.userId, -1);
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
