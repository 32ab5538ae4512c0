import { z } from 'zod';

/**
 * The bodies Kick posts to the webhook (KickDevDocs `events/event-types.md`, version 1 of each). Each
 * body is held to its own type strictly: a key its type does not document is refused, so a body of one
 * type cannot pass as another (the type comes from an unsigned header). Only the fields the site acts
 * on are required; the documented rest is accepted and dropped. Inside a block Kick may add a field
 * without breaking the intake: the blocks are not what tells the types apart.
 */
const kickUser = z.object({
  user_id: z.number().int().positive(),
  username: z.string(),
  channel_slug: z.string().optional(),
});
/** Anonymous gifters come with their fields null (`is_anonymous: true`). */
const maybeAnonymous = z.object({
  is_anonymous: z.boolean().optional(),
  user_id: z.number().int().positive().nullable(),
  username: z.string().nullable(),
});
const broadcaster = z.object({ user_id: z.number().int().positive() });
const timestamp = z.iso.datetime({ offset: true });
const documented = z.unknown().optional();

export const KickChatMessagePayload = z.strictObject({
  message_id: z.string(),
  replies_to: documented,
  broadcaster,
  sender: kickUser,
  content: z.string(),
  emotes: documented,
  created_at: timestamp,
});
export const KickFollowPayload = z.strictObject({ broadcaster, follower: kickUser });
export const KickSubscriptionPayload = z.strictObject({
  broadcaster,
  subscriber: kickUser,
  duration: z.number().int().nonnegative(),
  created_at: timestamp,
  expires_at: documented,
});
export const KickSubscriptionGiftsPayload = z.strictObject({
  broadcaster,
  gifter: maybeAnonymous,
  giftees: z.array(kickUser),
  created_at: timestamp,
  expires_at: documented,
});
export const KicksGiftedPayload = z.strictObject({
  broadcaster,
  sender: kickUser,
  gift: z.object({ amount: z.number().int().nonnegative(), name: z.string().optional() }),
  created_at: timestamp,
});
export const KickLivestreamStatusPayload = z.strictObject({
  broadcaster,
  is_live: z.boolean(),
  title: z.string(),
  started_at: timestamp.nullable(),
  ended_at: timestamp.nullable(),
});
export const KickLivestreamMetadataPayload = z.strictObject({
  broadcaster,
  metadata: z.object({ title: z.string() }),
});

/** The webhook types the site subscribes to, with the schema of each one's body. */
export const kickWebhookPayloads = {
  'chat.message.sent': KickChatMessagePayload,
  'channel.followed': KickFollowPayload,
  'channel.subscription.new': KickSubscriptionPayload,
  'channel.subscription.renewal': KickSubscriptionPayload,
  'channel.subscription.gifts': KickSubscriptionGiftsPayload,
  'kicks.gifted': KicksGiftedPayload,
  'livestream.status.updated': KickLivestreamStatusPayload,
  'livestream.metadata.updated': KickLivestreamMetadataPayload,
} as const;
export type KickWebhookType = keyof typeof kickWebhookPayloads;
export const KICK_WEBHOOK_TYPES = Object.keys(kickWebhookPayloads) as KickWebhookType[];
// Own keys only: the type comes from a header, and `in` would find `constructor` on the prototype.
export const isKickWebhookType = (t: string): t is KickWebhookType => Object.hasOwn(kickWebhookPayloads, t);

/** The headers every delivery carries (KickDevDocs `events/webhook-security.md`). */
export const KICK_HEADERS = {
  messageId: 'kick-event-message-id',
  timestamp: 'kick-event-message-timestamp',
  type: 'kick-event-type',
  version: 'kick-event-version',
  /** The app's subscription the delivery belongs to: not signed, so the site's own ids are its secret. */
  subscriptionId: 'kick-event-subscription-id',
  signature: 'kick-event-signature',
} as const;

/** `!bagla <code>` in the channel's chat links the sender to the member who asked for the code. */
export const KICK_LINK_COMMAND = /^\s*!bagla\s+([A-Za-z0-9]{4,16})\s*$/i;
