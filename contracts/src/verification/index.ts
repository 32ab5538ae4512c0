import { z } from 'zod';
import { isHttpUrl } from '../common.js';

export const SocialPlatform = z.enum(['telegram', 'youtube', 'instagram']);
export type SocialPlatform = z.infer<typeof SocialPlatform>;
export const VerificationStatus = z.enum(['pending', 'approved', 'rejected']);
export type VerificationStatus = z.infer<typeof VerificationStatus>;

/** The site setting that holds each platform's points (spec §3). */
export const platformPointsKey = {
  telegram: 'telegram_points',
  youtube: 'youtube_points',
  instagram: 'instagram_points',
} as const satisfies Record<SocialPlatform, string>;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'youtu.be']);
export const isYoutubeChannelUrl = (v: string) =>
  isHttpUrl(v) && YOUTUBE_HOSTS.has(new URL(v).hostname.toLowerCase().replace(/^www\./, ''));
/** Instagram's own rule: letters, digits, dots and underscores, at most 30. */
export const INSTAGRAM_USERNAME = /^[A-Za-z0-9._]{1,30}$/;

export const ManualVerificationRequest = z
  .object({
    platform: z.enum(['youtube', 'instagram'], {
      error: 'Platform youtube veya instagram olmalıdır (Telegram bot ile doğrulanır)',
    }),
    platformUsername: z
      .string({ error: 'Kullanıcı adı veya kanal linki zorunludur' })
      .trim()
      .min(1, { error: 'Kullanıcı adı veya kanal linki zorunludur' })
      .max(300, { error: 'En fazla 300 karakter olabilir' }),
  })
  .transform((v) => ({
    ...v,
    // A pasted "@name" is still the name; the handle is stored without the @.
    platformUsername: v.platform === 'instagram' ? v.platformUsername.replace(/^@/, '') : v.platformUsername,
  }))
  .superRefine((v, ctx) => {
    if (v.platform === 'youtube' && !isYoutubeChannelUrl(v.platformUsername)) {
      ctx.addIssue({ code: 'custom', path: ['platformUsername'], message: 'Geçerli bir YouTube kanal linki girin' });
    }
    if (v.platform === 'instagram' && !INSTAGRAM_USERNAME.test(v.platformUsername)) {
      ctx.addIssue({
        code: 'custom',
        path: ['platformUsername'],
        message: 'Instagram kullanıcı adı yalnızca harf, rakam, nokta ve alt çizgi içerebilir (en fazla 30)',
      });
    }
  });
export type ManualVerificationRequest = z.input<typeof ManualVerificationRequest>;

export const ReviewVerificationRequest = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('approved') }),
    z.object({
      status: z.literal('rejected'),
      rejectionReason: z
        .string()
        .trim()
        .max(500, { error: 'Red sebebi en fazla 500 karakter olabilir' })
        .nullish()
        .transform((v) => v || null),
    }),
  ],
  { error: "Durum 'approved' veya 'rejected' olmalıdır" },
);
export type ReviewVerificationRequest = z.input<typeof ReviewVerificationRequest>;

export const SocialVerification = z.object({
  id: z.string(),
  platform: SocialPlatform,
  platformUsername: z.string(),
  userEmail: z.string().nullable(),
  status: VerificationStatus,
  points: z.number().int(),
  createdAt: z.string(),
  rejectionReason: z.string().nullable(),
});
export type SocialVerification = z.infer<typeof SocialVerification>;
export const SocialVerificationList = z.array(SocialVerification);

export const VerificationMessageResponse = z.object({ message: z.string() });

export const TelegramInitResponse = z.object({
  botLink: z.string(),
  verificationCode: z.string(),
  botUsername: z.string(),
});
export type TelegramInitResponse = z.infer<typeof TelegramInitResponse>;

export const TelegramVerifyResponse = z.object({
  success: z.boolean(),
  pointsEarned: z.number().int(),
  message: z.string(),
});
export type TelegramVerifyResponse = z.infer<typeof TelegramVerifyResponse>;

// ---- events (on the member's stream `user-<id>`, and `telegramCode-<code>`) ----

export const SocialVerificationRequestedV1 = z.object({
  userId: z.string(),
  verificationId: z.string(),
  platform: SocialPlatform,
  platformUsername: z.string(),
  /** The platform's points when the request was made (what the member can expect). */
  points: z.number().int(),
});
export const SocialVerificationApprovedV1 = z.object({
  userId: z.string(),
  verificationId: z.string(),
  platform: SocialPlatform,
  points: z.number().int(),
});
export const SocialVerificationRejectedV1 = z.object({
  userId: z.string(),
  verificationId: z.string(),
  platform: SocialPlatform,
  rejectionReason: z.string().nullable(),
});
export const SocialVerificationDeletedV1 = z.object({
  userId: z.string(),
  verificationId: z.string(),
  platform: SocialPlatform,
});
export const TelegramVerificationStartedV1 = z.object({ userId: z.string(), code: z.string(), expiresAt: z.string() });
/** The Telegram identity a code was sent from: its @username when it has one, else its name. */
const telegramIdentity = {
  telegramUserId: z.number().int(),
  telegramUsername: z.string().nullable(),
  telegramName: z.string(),
};
export const TelegramAccountVerifiedV1 = z.object({
  userId: z.string(),
  verificationId: z.string(),
  ...telegramIdentity,
  points: z.number().int(),
});
export const TelegramCodeIssuedV1 = z.object({ code: z.string(), userId: z.string(), expiresAt: z.string() });
export const TelegramCodeRedeemedV1 = z.object({ code: z.string(), userId: z.string(), ...telegramIdentity });
/**
 * No longer written: the claim is a key store reservation (docs/privacy.md). Its old streams
 * `telegramAccount-<id>` are moved there by `npm run privacy:migrate`; the schema stays for those logs.
 */
export const TelegramAccountClaimedV1 = z.object({ telegramUserId: z.number().int(), userId: z.string() });

export const verificationEventSchemas = {
  SocialVerificationRequested: SocialVerificationRequestedV1,
  SocialVerificationApproved: SocialVerificationApprovedV1,
  SocialVerificationRejected: SocialVerificationRejectedV1,
  SocialVerificationDeleted: SocialVerificationDeletedV1,
  TelegramVerificationStarted: TelegramVerificationStartedV1,
  TelegramAccountVerified: TelegramAccountVerifiedV1,
  TelegramCodeIssued: TelegramCodeIssuedV1,
  TelegramCodeRedeemed: TelegramCodeRedeemedV1,
  TelegramAccountClaimed: TelegramAccountClaimedV1,
} as const;
