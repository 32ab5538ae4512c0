import { z } from 'zod';

/**
 * Two-step login for staff (TOTP, RFC 6238: 6 digits, 30 s steps, SHA-1, as every authenticator app
 * reads an otpauth:// address). STAFF_2FA=required makes it compulsory before any staff-only call.
 */

export const TWO_FACTOR_REQUIRED_MESSAGE = 'İki adımlı doğrulama gerekli';
export const RECOVERY_CODE_COUNT = 10;

export const TwoFactorEnrolment = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TwoFactorEnrolment = z.infer<typeof TwoFactorEnrolment>;

const totpCode = z
  .string({ error: 'Doğrulama kodu zorunludur' })
  .trim()
  .regex(/^\d{6}$/, { error: 'Doğrulama kodu 6 haneli bir sayı olmalıdır' });

export const ConfirmTwoFactorRequest = z.object({ code: totpCode });
export type ConfirmTwoFactorRequest = z.input<typeof ConfirmTwoFactorRequest>;

export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

/** The second step of a login: the code of the moment, or one of the recovery codes. */
export const TwoFactorLoginRequest = z.union(
  [
    z.object({ code: totpCode }).strict(),
    z
      .object({
        recoveryCode: z
          .string({ error: 'Kurtarma kodu zorunludur' })
          .trim()
          .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, { error: 'Kurtarma kodu XXXXX-XXXXX biçiminde olmalıdır' }),
      })
      .strict(),
  ],
  { error: 'Doğrulama kodunu veya bir kurtarma kodunu girin' },
);
export type TwoFactorLoginRequest = z.input<typeof TwoFactorLoginRequest>;

export const TwoFactorStatus = z.object({ enabled: z.boolean(), required: z.boolean() });
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

// ---- events (on `twoFactor-<user id>`) ----

/** The TOTP key sealed with AES-256-GCM (the same way draw seeds are): never in clear in the log. */
export const SealedTotpKey = z.object({
  alg: z.literal('aes-256-gcm'),
  iv: z.string(),
  ciphertext: z.string(),
  tag: z.string(),
});
export type SealedTotpKey = z.infer<typeof SealedTotpKey>;

export const TwoFactorEnrolmentStartedV1 = z.object({ userId: z.string(), sealedKey: SealedTotpKey });
/** Recovery codes are kept as SHA-256 hashes only; the member saw them once. */
export const TwoFactorEnabledV1 = z.object({
  userId: z.string(),
  recoveryCodeHashes: z.array(z.string().regex(/^[0-9a-f]{64}$/)),
});
/** The TOTP step last accepted: a code of that step or an earlier one is refused (no replay). */
export const TwoFactorCodeUsedV1 = z.object({ userId: z.string(), step: z.number().int().nonnegative() });
export const TwoFactorRecoveryCodeUsedV1 = z.object({ userId: z.string(), codeHash: z.string().regex(/^[0-9a-f]{64}$/) });
export const TwoFactorResetV1 = z.object({ userId: z.string() });

export const twoFactorEventSchemas = {
  TwoFactorEnrolmentStarted: TwoFactorEnrolmentStartedV1,
  TwoFactorEnabled: TwoFactorEnabledV1,
  TwoFactorCodeUsed: TwoFactorCodeUsedV1,
  TwoFactorRecoveryCodeUsed: TwoFactorRecoveryCodeUsedV1,
  TwoFactorReset: TwoFactorResetV1,
} as const;
