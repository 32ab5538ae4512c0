import { z } from 'zod';
import { optionalHttpUrl, optionalText, Role } from '../common.js';

export const RegisterRequest = z.object({
  username: z
    .string({ error: 'Kullanıcı adı zorunludur' })
    .trim()
    .min(1, { error: 'Kullanıcı adı zorunludur' })
    .min(3, { error: 'Kullanıcı adı en az 3 karakter olmalıdır' })
    .max(32, { error: 'Kullanıcı adı en fazla 32 karakter olabilir' })
    .regex(/^[\p{L}\p{N}_.-]+$/u, {
      error: 'Kullanıcı adı yalnızca harf, rakam, nokta, tire ve alt çizgi içerebilir',
    }),
  email: z
    .string({ error: 'E-posta zorunludur' })
    .trim()
    .min(1, { error: 'E-posta zorunludur' })
    .max(254)
    .pipe(z.email({ error: 'Geçerli bir e-posta adresi girin' })),
  password: z
    .string({ error: 'Şifre zorunludur' })
    .min(1, { error: 'Şifre zorunludur' })
    .min(6, { error: 'Şifre en az 6 karakter olmalıdır' })
    .max(200, { error: 'Şifre en fazla 200 karakter olabilir' }),
  firstName: optionalText(80),
  lastName: optionalText(80),
  phone: optionalText(32),
  streamUrl: optionalHttpUrl,
});
export type RegisterRequest = z.input<typeof RegisterRequest>;

export const LoginRequest = z.object({
  /** E-mail or username; the spec's form calls the field `email`. */
  email: z.string({ error: 'E-posta veya kullanıcı adı zorunludur' }).trim().min(1, {
    error: 'E-posta veya kullanıcı adı zorunludur',
  }),
  password: z.string({ error: 'Şifre zorunludur' }).min(1, { error: 'Şifre zorunludur' }),
});
export type LoginRequest = z.input<typeof LoginRequest>;

/** The logged-in member's own view of themselves (never sent to anyone else). */
export const CurrentUser = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  streamUrl: z.string().nullable(),
  role: Role,
  points: z.number().int(),
  telegramVerified: z.boolean(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

export const AuthResponse = z.object({
  user: CurrentUser,
  pointsEarned: z.number().int().optional(),
});
export type AuthResponse = z.infer<typeof AuthResponse>;

export const UserRegisteredV1 = z.object({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  passwordHash: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  streamUrl: z.string().nullable(),
  role: Role,
});
export const UserPasswordChangedV1 = z.object({ userId: z.string(), passwordHash: z.string() });
export const UserRoleChangedV1 = z.object({ userId: z.string(), role: Role });
export const SessionStartedV1 = z.object({ sessionId: z.string(), userId: z.string() });
export const SessionEndedV1 = z.object({ sessionId: z.string(), userId: z.string() });
/** The session was used at `seenAt` (written at most every few minutes): staff sessions end when idle. */
export const SessionSeenV1 = z.object({ sessionId: z.string(), userId: z.string(), seenAt: z.string() });
export const NameReservedV1 = z.object({ value: z.string(), userId: z.string() });
export const NameReleasedV1 = z.object({ value: z.string(), userId: z.string() });

/**
 * The member asked to be forgotten (or a super_admin erased them on request): the account is closed for
 * good. `username` (encrypted like every personal field) lets the read models find the copies of the old
 * name that carry no member id (a draw's entries) while the key still exists; `pseudonym` is not personal.
 */
export const MemberErasedV1 = z.object({ userId: z.string(), pseudonym: z.string(), username: z.string() });

export const accountEventSchemas = {
  UserRegistered: UserRegisteredV1,
  UserPasswordChanged: UserPasswordChangedV1,
  UserRoleChanged: UserRoleChangedV1,
  SessionStarted: SessionStartedV1,
  SessionEnded: SessionEndedV1,
  SessionSeen: SessionSeenV1,
  NameReserved: NameReservedV1,
  NameReleased: NameReleasedV1,
  MemberErased: MemberErasedV1,
} as const;

/** "Hesabımı Sil": the member's password again (KVKK erasure, docs/privacy.md). */
export const DeleteAccountRequest = z.object({
  password: z.string({ error: 'Şifre zorunludur' }).min(1, { error: 'Şifre zorunludur' }).max(200, {
    error: 'Şifre en fazla 200 karakter olabilir',
  }),
});
export type DeleteAccountRequest = z.input<typeof DeleteAccountRequest>;

/** An erasure's answer: the name the member now has everywhere (not personal). */
export const ErasureResponse = z.object({ ok: z.literal(true), pseudonym: z.string() });
export type ErasureResponse = z.infer<typeof ErasureResponse>;
