import { z } from 'zod';

/*
 * Kick's deliveries, each recorded once on its own stream `kickMessage-<Kick message id>` (appended with
 * "no stream expected": a redelivery finds the stream and changes nothing). Chat text is never
 * recorded: only who wrote and when, and a `!bagla` code when the message was one.
 */
const receipt = { messageId: z.string() };
export const KickChatMessageReceivedV1 = z.object({
  ...receipt,
  kickUserId: z.number().int(),
  sentAt: z.string(),
  /** When the server received it (issue 38: a window counts only for a message written within 15 minutes of
   * that); absent on receipts recorded before, which are judged by the time they are processed. */
  receivedAt: z.string().optional(),
  /** Only for a `!bagla <code>` message: the code, and the sender's Kick name for the link. */
  linkCode: z.string().nullable(),
  senderName: z.string().nullable(),
});
export const KickFollowReceivedV1 = z.object({ ...receipt, kickUserId: z.number().int() });
export const KickSubscriptionReceivedV1 = z.object({
  ...receipt,
  kickUserId: z.number().int(),
  kind: z.enum(['new', 'renewal']),
});
/** `gifterKickUserId` is null for an anonymous gift (it credits nobody). */
export const KickSubscriptionsGiftedV1 = z.object({
  ...receipt,
  gifterKickUserId: z.number().int().nullable(),
  gifts: z.number().int().nonnegative(),
});
export const KicksGiftReceivedV1 = z.object({ ...receipt, kickUserId: z.number().int(), amount: z.number().int() });
export const KickLiveStatusReceivedV1 = z.object({
  ...receipt,
  live: z.boolean(),
  title: z.string(),
  startedAt: z.string().nullable(),
  /** Kick's `ended_at` (absent on receipts recorded before it was kept). */
  endedAt: z.string().nullable().optional(),
});
export const KickTitleReceivedV1 = z.object({ ...receipt, title: z.string() });
/** The work a delivery asked for is done (points credited, link made, status recorded). */
export const KickMessageProcessedV1 = z.object(receipt);

/** `kickChannel-main`: the channel's last recorded status, what watch points are checked against. */
export const KickLiveStatusChangedV1 = z.object({
  live: z.boolean(),
  title: z.string(),
  startedAt: z.string().nullable(),
  messageId: z.string(),
  /** Kick's `ended_at` when it went offline, and when the server recorded the change: with `startedAt`
   * they are the live periods a chat message's `created_at` is checked against (absent on older events). */
  endedAt: z.string().nullable().optional(),
  at: z.string().optional(),
});

/** `kickSettings-main`. */
export const KickSettingsChangedV1 = z.object({
  watchPoints: z.number().int(),
  dailyWatchCap: z.number().int(),
  followPoints: z.number().int(),
  subscriptionPoints: z.number().int(),
  renewalPoints: z.number().int(),
  giftPoints: z.number().int(),
  kicksPerPoint: z.number().int(),
});

/**
 * No longer written: one Kick account belongs to one member at most through a key store reservation, and
 * the follow's once-ever credit is one too (docs/privacy.md). The old streams `kickAccount-<Kick user id>`
 * are moved there by `npm run privacy:migrate`; the schemas stay for those logs.
 */
export const KickAccountClaimedV1 = z.object({ kickUserId: z.number().int(), userId: z.string() });
export const KickAccountReleasedV1 = z.object({ kickUserId: z.number().int(), userId: z.string() });
/** The account's first follow was rewarded (once per Kick account ever, whoever links it later). */
export const KickFollowCreditedV1 = z.object({ kickUserId: z.number().int(), userId: z.string(), messageId: z.string() });

/** `user-<id>`: the member's side of the link, and their current `!bagla` code. */
export const KickAccountLinkedV1 = z.object({
  userId: z.string(),
  kickUserId: z.number().int(),
  kickUsername: z.string(),
  via: z.enum(['oauth', 'code']),
});
export const KickAccountUnlinkedV1 = z.object({ userId: z.string(), kickUserId: z.number().int() });
export const KickLinkCodeIssuedV1 = z.object({ userId: z.string(), code: z.string(), expiresAt: z.string() });
/** `kickLinkCode-<code>`: a code is handed to one member only. */
export const KickLinkCodeReservedV1 = z.object({ code: z.string(), userId: z.string(), expiresAt: z.string() });

export const kickEventSchemas = {
  KickChatMessageReceived: KickChatMessageReceivedV1,
  KickFollowReceived: KickFollowReceivedV1,
  KickSubscriptionReceived: KickSubscriptionReceivedV1,
  KickSubscriptionsGifted: KickSubscriptionsGiftedV1,
  KicksGiftReceived: KicksGiftReceivedV1,
  KickLiveStatusReceived: KickLiveStatusReceivedV1,
  KickTitleReceived: KickTitleReceivedV1,
  KickMessageProcessed: KickMessageProcessedV1,
  KickLiveStatusChanged: KickLiveStatusChangedV1,
  KickSettingsChanged: KickSettingsChangedV1,
  KickAccountClaimed: KickAccountClaimedV1,
  KickAccountReleased: KickAccountReleasedV1,
  KickFollowCredited: KickFollowCreditedV1,
  KickAccountLinked: KickAccountLinkedV1,
  KickAccountUnlinked: KickAccountUnlinkedV1,
  KickLinkCodeIssued: KickLinkCodeIssuedV1,
  KickLinkCodeReserved: KickLinkCodeReservedV1,
} as const;

type Schemas = typeof kickEventSchemas;
/** Every Kick event as `{ type, data }`, derived from the schemas above (no hand-written shapes). */
export type KickEvent = { [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> } }[keyof Schemas];
export type KickEventOf<K extends KickEvent['type']> = Extract<KickEvent, { type: K }>;
/** The receipt events: one per delivery, the first event of its `kickMessage-<id>` stream. */
export const KICK_RECEIPTS = [
  'KickChatMessageReceived',
  'KickFollowReceived',
  'KickSubscriptionReceived',
  'KickSubscriptionsGifted',
  'KicksGiftReceived',
  'KickLiveStatusReceived',
  'KickTitleReceived',
] as const satisfies KickEvent['type'][];
export type KickReceipt = KickEventOf<(typeof KICK_RECEIPTS)[number]>;
