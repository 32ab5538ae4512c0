import { ConfirmTwoFactorRequest, ErrorCode, TwoFactorLoginRequest } from '@app/contracts';
import { Hono } from 'hono';
import type { Deps } from '../../../core/deps.js';
import { unauthenticated } from '../../../core/errors.js';
import type { AppEnv } from '../../../http/app-env.js';
import { authRateLimit, type LimitStore } from '../../../http/security.js';
import { commandContext, requireStaffAccount, requireUser } from '../../../http/session.js';
import { validate } from '../../../http/validate.js';
import { createLoginBackoff, type LoginBackoff, tooManyFailuresText } from '../../../http/login-backoff.js';
import { endSecondStep, pendingSecondStep } from './second-step.js';
import type { SignIn } from '../sign-in/sign-in.js';
import type { TotpSealingKey } from './totp.js';
import { confirmEnrolment, loadTwoFactor, startEnrolment, verifySecondStep } from './two-factor-service.js';

const NO_PENDING_LOGIN = 'Doğrulama süresi doldu veya giriş başlatılmadı. Lütfen e-posta ve şifrenizle yeniden giriş yapın.';

interface SecondStepOptions {
  secret: string;
  authAttemptsPerMinute: number;
  limitStore?: LimitStore;
  /** Wrong codes pause the account like wrong passwords (keyed by the account waiting for its code). */
  twoFactorBackoff?: LoginBackoff;
}

/** POST /api/auth/login/2fa: the code (or a recovery code) after the password, in the same browser. */
export function secondStepRoutes(deps: Deps, key: TotpSealingKey, signIn: SignIn, options: SecondStepOptions) {
  const limit = authRateLimit(options.authAttemptsPerMinute, options.limitStore);
  const backoff = options.twoFactorBackoff ?? createLoginBackoff();
  return new Hono<AppEnv>().post('/login/2fa', limit, validate('json', TwoFactorLoginRequest), async (c) => {
    const userId = await pendingSecondStep(c, options.secret, deps.clock());
    if (!userId) throw unauthenticated(NO_PENDING_LOGIN);
    const attempt = await backoff.begin(`2fa:${userId}`, deps.clock().getTime());
    if (attempt.key === null) {
      c.header('Retry-After', String(Math.ceil(attempt.retryAfterMs / 1000)));
      const message = tooManyFailuresText(attempt.retryAfterMs).replace('e-posta veya kullanıcı adıyla', 'hesapla');
      return c.json({ message, code: ErrorCode.rateLimited }, 429);
    }
    const ctx = { ...commandContext(c, deps), actorId: userId };
    const r = await verifySecondStep(deps, key, userId, c.req.valid('json'), ctx);
    await backoff.succeeded(attempt.key);
    const user = await signIn(c, userId, r.position);
    // After the session cookie: clients that read the first Set-Cookie header get the session.
    endSecondStep(c);
    return c.json({ user });
  });
}

/** /api/admin/2fa: the staff member's own enrolment (open before it, unlike every other staff call). */
export function twoFactorAdminRoutes(deps: Deps, key: TotpSealingKey) {
  return new Hono<AppEnv>()
    .use('*', requireStaffAccount)
    .get('/', async (c) => {
      const state = await loadTwoFactor(deps, requireUser(c)._id);
      return c.json({ enabled: state.status === 'enabled', required: c.get('staff2fa') === 'required' });
    })
    .post('/enrol', async (c) => {
      const user = requireUser(c);
      return c.json(await startEnrolment(deps, key, { id: user._id, email: user.email }, commandContext(c, deps)));
    })
    .post('/confirm', validate('json', ConfirmTwoFactorRequest), async (c) => {
      const user = requireUser(c);
      const r = await confirmEnrolment(deps, key, user._id, c.req.valid('json').code, commandContext(c, deps));
      await deps.runner.waitFor(r.position);
      return c.json({ recoveryCodes: r.recoveryCodes });
    });
}
