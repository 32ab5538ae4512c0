import { z } from 'zod';
import { Topic } from '../topics.js';

/**
 * Getting back into an account (password reset by e-mail, password change) and seeing where one is
 * logged in (issue 31). Passwords follow the registration rules.
 */

export const PASSWORD_RULE = z
  .string({ error: 'Şifre zorunludur' })
  .min(1, { error: 'Şifre zorunludur' })
  .min(6, { error: 'Şifre en az 6 karakter olmalıdır' })
  .max(200, { error: 'Şifre en fazla 200 karakter olabilir' });

/** A reset link is valid this long after it was made. */
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;

export const PasswordResetRequest = z.object({
  login: z
    .string({ error: 'E-posta veya kullanıcı adı zorunludur' })
    .trim()
    .min(1, { error: 'E-posta veya kullanıcı adı zorunludur' })
    .max(254, { error: 'E-posta veya kullanıcı adı en fazla 254 karakter olabilir' }),
});
export type PasswordResetRequest = z.input<typeof PasswordResetRequest>;

/** The one answer to every reset request, whether the account exists or not. */
export const PASSWORD_RESET_SENT =
  'Bu bilgilere ait bir hesap varsa, şifre sıfırlama bağlantısı e-posta adresine gönderildi. Bağlantı 30 dakika geçerlidir.';

export const PasswordResetAccepted = z.object({ message: z.string() });
export const PasswordResetAvailability = z.object({ email: z.boolean() });
export type PasswordResetAvailability = z.infer<typeof PasswordResetAvailability>;

export const CompletePasswordResetRequest = z.object({
  token: z
    .string({ error: 'Sıfırlama bağlantısı geçersiz' })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'Sıfırlama bağlantısı geçersiz veya süresi dolmuş' }),
  password: PASSWORD_RULE,
});
export type CompletePasswordResetRequest = z.input<typeof CompletePasswordResetRequest>;

export const ChangePasswordRequest = z.object({
  currentPassword: z.string({ error: 'Mevcut şifre zorunludur' }).min(1, { error: 'Mevcut şifre zorunludur' }),
  newPassword: PASSWORD_RULE,
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequest>;

/** The answer that says a second step is still needed: no session is made yet. */
export const TwoFactorRequired = z.object({ twoFactorRequired: z.literal(true) });

export const ActiveSession = z.object({
  id: z.string(),
  current: z.boolean(),
  browser: z.string(),
  os: z.string(),
  /** Coarse: the /24 of an IPv4 address, the /48 of an IPv6 one. */
  address: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type ActiveSession = z.infer<typeof ActiveSession>;
export const ActiveSessionList = z.array(ActiveSession);

export const PasswordResetLink = z.object({ url: z.string() });
export type PasswordResetLink = z.infer<typeof PasswordResetLink>;

/** A member's sessions were ended together: their sockets drop at once (the same path as a ban). */
export const SESSIONS_ENDED_TOPIC = Topic.accountChanged;

// ---- events (on the member's `user-<id>` stream, and `session-<id>`) ----

/** Only the SHA-256 of the token is kept: the link in the e-mail is the one place it exists in clear. */
export const PasswordResetRequestedV1 = z.object({
  userId: z.string(),
  tokenHash: z.string().regex(/^[0-9a-f]{64}$/),
  expiresAt: z.string(),
});
/** Every session of the member ends, but `exceptSessionId` (the one that asked, or none). */
export const UserSessionsEndedV1 = z.object({
  userId: z.string(),
  exceptSessionId: z.string().nullable(),
  reason: z.enum(['password_changed', 'password_reset', 'end_others', 'demoted', 'two_factor_reset']),
});
/** Where a session was started: names of the browser and system, and a coarse address (never the full one). */
export const SessionDeviceV1 = z.object({
  sessionId: z.string(),
  userId: z.string(),
  browser: z.string(),
  os: z.string(),
  address: z.string(),
});

export const recoveryEventSchemas = {
  PasswordResetRequested: PasswordResetRequestedV1,
  UserSessionsEnded: UserSessionsEndedV1,
  SessionDeviceRecorded: SessionDeviceV1,
} as const;
