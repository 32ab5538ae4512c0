import {
  ChangePasswordRequest,
  CompletePasswordResetRequest,
  ErrorCode,
  PASSWORD_RESET_SENT,
  PasswordResetRequest,
} from '@app/contracts';
import { Hono } from 'hono';
import type { Deps } from '../../../core/deps.js';
import { DomainError } from '../../../core/errors.js';
import type { Mailer } from './mailer.js';
import type { ReadStore } from '../../../core/read-store/read-store.js';
import { systemContext } from '../../../core/system-context.js';
import type { AppEnv } from '../../../http/app-env.js';
import { authRateLimit, type LimitStore, perClientLimit } from '../../../http/security.js';
import { validationError } from '../../../http/errors.js';
import { memberOnly } from '../../../http/member-only.js';
import { commandContext, requireUser } from '../../../http/session.js';
import { validate } from '../../../http/validate.js';
import { accountByLogin, changeOwnPassword, hashToken, issueResetToken, resetPasswordWithToken, resetPath } from './recovery.js';
import { commonPasswordError } from '../account/passwords.js';
import { resetMail } from './reset-mail.js';
import { perTextLimit } from '../account/text-limit.js';
import type { AfterPassword } from '../sign-in/sign-in.js';
import { RESET_LINK_INVALID } from '../account/user.js';
import { log } from '../../../core/log.js';

/** Lookups in the read models, handed in by app.ts (commands never import projections). */
export interface RecoveryReads {
  userOfResetToken(read: ReadStore, tokenHash: string): Promise<string | null>;
}

export interface RecoveryOptions {
  /** SMTP_URL set: reset links go out by e-mail. */
  mailer?: Mailer;
  /** PUBLIC_ORIGIN: what links are built from, never the request's Host. */
  publicOrigin?: string;
  authAttemptsPerMinute: number;
  limitStore?: LimitStore;
}

const TOO_MANY_RESETS = 'Çok fazla şifre sıfırlama isteği gönderildi. Lütfen 15 dakika sonra tekrar deneyin.';
const MAIL_NOT_CONFIGURED =
  'E-posta gönderimi bu sitede yapılandırılmamış. Şifrenizi sıfırlamak için lütfen site yönetimiyle iletişime geçin.';

export function recoveryRoutes(deps: Deps, reads: RecoveryReads, options: RecoveryOptions, afterPassword: AfterPassword) {
  const perAddress = perClientLimit('password-reset', 10, options.limitStore, TOO_MANY_RESETS, 15 * 60_000);
  const perText = perTextLimit(3, 15 * 60_000);
  const attempts = authRateLimit(options.authAttemptsPerMinute, options.limitStore);

  /** Runs after the answer, so a known account and an unknown one answer alike, also in time. */
  async function mailResetLink(login: string, requestId: string) {
    const user = await accountByLogin(deps, login);
    if (!user || !options.mailer || !options.publicOrigin) return;
    const { token } = await issueResetToken(deps, user.userId, systemContext(deps, 'password-reset', requestId));
    await options.mailer.send(resetMail(user.email, user.username, `${options.publicOrigin}${resetPath(token)}`));
  }

  return new Hono<AppEnv>()
    .get('/password-reset/available', (c) => c.json({ email: options.mailer !== undefined }))
    .post('/password-reset/request', perAddress, validate('json', PasswordResetRequest), (c) => {
      if (!options.mailer) throw new DomainError('mail_not_configured', MAIL_NOT_CONFIGURED);
      const { login } = c.req.valid('json');
      if (!perText.take(login, deps.clock().getTime())) {
        return c.json({ message: TOO_MANY_RESETS, code: ErrorCode.rateLimited }, 429);
      }
      mailResetLink(login, c.get('requestId')).catch((err: unknown) => {
        // The address and the link stay out of the log; what failed is enough to look into it.
        log.error(`password reset mail not sent: ${(err as { code?: string }).code ?? (err as Error).name}`);
      });
      return c.json({ message: PASSWORD_RESET_SENT }, 202);
    })
    .post('/password-reset', attempts, validate('json', CompletePasswordResetRequest), async (c) => {
      const { token, password } = c.req.valid('json');
      // The same rules as at registration: the most common passwords are refused here too.
      const common = commonPasswordError(password);
      if (common) return validationError(c, common);
      const userId = await reads.userOfResetToken(deps.read, hashToken(token));
      if (!userId) throw new DomainError('reset_token_invalid', RESET_LINK_INVALID);
      const r = await resetPasswordWithToken(deps, userId, token, password, commandContext(c, deps));
      return afterPassword(c, userId, r.position);
    })
    .post('/password', memberOnly, attempts, validate('json', ChangePasswordRequest), async (c) => {
      const user = requireUser(c);
      const { currentPassword, newPassword } = c.req.valid('json');
      const common = commonPasswordError(newPassword, 'newPassword');
      if (common) return validationError(c, common);
      const input = { userId: user._id, sessionId: c.get('sessionId')!, currentPassword, newPassword };
      const r = await changeOwnPassword(deps, input, commandContext(c, deps));
      await deps.runner.waitFor(r.position);
      return c.json({ message: 'Şifreniz değiştirildi. Diğer oturumlarınız kapatıldı.' });
    });
}
