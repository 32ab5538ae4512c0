import { z } from 'zod';
import { Revision } from '../common.js';

export * from './events.js';
export * from './webhooks.js';

/** The points and caps staff set on /admin/kick; these are the values before anyone changes them. */
export const KICK_SETTING_DEFAULTS = {
  watchPoints: 10,
  dailyWatchCap: 200,
  followPoints: 50,
  subscriptionPoints: 200,
  renewalPoints: 100,
  giftPoints: 50,
  kicksPerPoint: 10,
} as const;

// A JSON number only: no z.coerce in a body (issue 38; backend/http/json-bodies.unit.test.ts).
const points = (label: string, min = 0) =>
  z
    .number({ error: `${label} bir sayı olmalıdır` })
    .int({ error: `${label} tam sayı olmalıdır` })
    .min(min, { error: `${label} en az ${min} olmalıdır` })
    .max(1_000_000, { error: `${label} en fazla 1.000.000 olabilir` });

export const KickSettings = z
  .object({
    watchPoints: points('İzleme puanı'),
    dailyWatchCap: points('Günlük izleme sınırı'),
    followPoints: points('Takip puanı'),
    subscriptionPoints: points('Abonelik puanı'),
    renewalPoints: points('Abonelik yenileme puanı'),
    giftPoints: points('Hediye abonelik puanı'),
    kicksPerPoint: points('Bir puan için Kicks', 1),
  })
  .refine((v) => v.dailyWatchCap === 0 || v.dailyWatchCap >= v.watchPoints, {
    path: ['dailyWatchCap'],
    error: 'Günlük izleme sınırı, bir pencerenin puanından az olamaz',
  });
export type KickSettings = z.output<typeof KickSettings>;
export type KickSettingsInput = z.input<typeof KickSettings>;
/** The settings as staff read them: with the revision their save sends back as If-Match. */
export const AdminKickSettings = z.object({ ...KickSettings.shape, revision: Revision });
export type AdminKickSettings = z.output<typeof AdminKickSettings>;

/** Public: whether the channel is live, for the header badge and the home player. */
export const KickStatus = z.object({
  enabled: z.boolean(),
  channel: z.string().nullable(),
  live: z.boolean().nullable(),
  title: z.string().nullable(),
  startedAt: z.string().nullable(),
});
export type KickStatus = z.infer<typeof KickStatus>;

/** The member's own link, and their current `!bagla` code (null when none is valid). */
export const KickLink = z.object({
  linked: z.boolean(),
  kickUsername: z.string().nullable(),
  code: z.string().nullable(),
  codeExpiresAt: z.string().nullable(),
});
export type KickLink = z.infer<typeof KickLink>;

export const KickLinkCode = z.object({ code: z.string(), codeExpiresAt: z.string() });
export type KickLinkCode = z.infer<typeof KickLinkCode>;

export const KickLinkedMember = z.object({
  userId: z.string(),
  username: z.string().nullable(),
  kickUserId: z.number().int(),
  kickUsername: z.string(),
  linkedAt: z.string(),
});
export type KickLinkedMember = z.infer<typeof KickLinkedMember>;

/** Staff: how the connection to Kick stands, and who linked which account. */
export const KickAdminOverview = z.object({
  channel: z.string(),
  appTokenValid: z.boolean(),
  subscriptions: z.array(z.string()),
  missingSubscriptions: z.array(z.string()),
  /** The site's subscription ids by their last 4 characters only: whole, they are its webhook's secret. */
  subscriptionIdEndings: z.array(z.object({ event: z.string(), last4: z.string() })),
  /** Deliveries signed by Kick but not the site's (another channel, or a subscription it did not make). */
  otherChannelDeliveries: z.number().int().nonnegative(),
  /** Deliveries with an amount above what Kick can send (over 1,000,000 Kicks or 1,000 gifted subs). */
  outOfBoundsDeliveries: z.number().int().nonnegative(),
  lastWebhookAt: z.string().nullable(),
  live: z.boolean(),
  members: z.array(KickLinkedMember),
});
export type KickAdminOverview = z.infer<typeof KickAdminOverview>;

/** `?kick=` on /profil after the OAuth callback. */
export const KickCallbackOutcome = z.enum(['kullaniliyor', 'hata']);
export type KickCallbackOutcome = z.infer<typeof KickCallbackOutcome>;
