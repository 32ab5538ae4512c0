import type { EventType } from './event-schemas.js';

/**
 * Which fields of which events are personal data (KVKK), and whose: the event-store boundary encrypts
 * them with the subject's key on append and decrypts them on read (docs/privacy.md). Once a subject is
 * erased its key is gone, and a reader gets the declared erased value instead, the same live and in
 * every rebuild. The schemas stay plain: this is a declaration beside them, one line per event type.
 */

/** What an erased field reads as. */
export const Erased = {
  /** The member's pseudonym, `Silinmiş üye #xxxxxx` (usernames: lists and draws stay one name per member). */
  pseudonym: 'pseudonym',
  /** `""`: a required text field. */
  empty: 'empty',
  /** `null`: an optional field. */
  null: 'null',
  /** `0`: a required platform id (no Telegram or Kick account has id 0; readers treat it as "none"). */
  zero: 'zero',
} as const;
export type Erased = (typeof Erased)[keyof typeof Erased];

/**
 * The subject of an item whose event names no member: the member holding that username's reservation
 * at append time (a draw's entries).
 */
export const BY_USERNAME = '@username' as const;

export interface PersonalPart {
  /** Personal fields of the items of this array field instead of the event's own fields. */
  items?: string;
  /** The field that holds the subject's id (in the event, or in each item), or BY_USERNAME. */
  subject: string;
  /**
   * The subject field holds a Kick user id, not a member id: the subject is the Kick account's own
   * subject id in the key store (`kick:<random>`, never the id itself), whose key is destroyed with
   * every member who linked that account (docs/privacy.md).
   */
  kickAccount?: true;
  fields: Readonly<Record<string, Erased>>;
}

const P = Erased.pseudonym;
const E = Erased.empty;
const N = Erased.null;
const Z = Erased.zero;

const personal = (subject: string, fields: Record<string, Erased>): PersonalPart => ({ subject, fields });
/** A Kick delivery: sealed for the sender's Kick account (its id included), not for a member. */
const ofKickAccount = (subject: string, fields: Record<string, Erased>): PersonalPart => ({
  subject,
  kickAccount: true,
  fields,
});
const personalItems = (items: string, subject: string, fields: Record<string, Erased>): PersonalPart => ({
  items,
  subject,
  fields,
});

/** Every event type that carries personal data. A type not listed here carries none (docs/privacy.md says why). */
export const personalDataOfEventType: Partial<Record<EventType, readonly PersonalPart[]>> = {
  UserRegistered: [
    personal('userId', { username: P, email: E, passwordHash: E, firstName: N, lastName: N, phone: N, streamUrl: N }),
  ],
  MemberErased: [personal('userId', { username: P })],
  UserPasswordChanged: [personal('userId', { passwordHash: E })],
  // Where a login came from (Oturumlarım): the browser, the system and the coarse address.
  SessionDeviceRecorded: [personal('userId', { browser: E, os: E, address: E })],
  StreamUrlChanged: [personal('userId', { streamUrl: E })],
  SocialVerificationRequested: [personal('userId', { platformUsername: E })],
  TelegramAccountVerified: [personal('userId', { telegramUserId: Z, telegramUsername: N, telegramName: E })],
  TelegramCodeRedeemed: [personal('userId', { telegramUserId: Z, telegramUsername: N, telegramName: E })],
  TicketApplicationSubmitted: [personal('userId', { username: P })],
  MemberJoinedEvent: [personal('userId', { username: P, userEmail: E, telegramUsername: N, message: E })],
  DrawRun: [personalItems('winners', 'userId', { username: P }), personalItems('entries', BY_USERNAME, { username: P })],
  KickAccountLinked: [personal('userId', { kickUserId: Z, kickUsername: E })],
  KickAccountUnlinked: [personal('userId', { kickUserId: Z })],
  // Kick's deliveries name the sender's Kick account (and a `!bagla` receipt its code, which leads to the member).
  KickChatMessageReceived: [ofKickAccount('kickUserId', { kickUserId: Z, senderName: N, linkCode: N })],
  KickFollowReceived: [ofKickAccount('kickUserId', { kickUserId: Z })],
  KickSubscriptionReceived: [ofKickAccount('kickUserId', { kickUserId: Z })],
  KickSubscriptionsGifted: [ofKickAccount('gifterKickUserId', { gifterKickUserId: N })],
  KicksGiftReceived: [ofKickAccount('kickUserId', { kickUserId: Z })],
};

/** The prefix of a Kick account's subject id in the key store (`kick:` and a random id, never the Kick id). */
/**
 * The event that erases a member: once the read models have applied it and written the result, no file
 * may keep the old values (the embedded read models' file folds its journal back, docs/privacy.md).
 */
export const ERASURE_EVENT_TYPE = 'MemberErased' satisfies EventType;

export const KICK_SUBJECT_PREFIX = 'kick:';

/** An erased member's name everywhere: this prefix and 6 characters of [a-z0-9], drawn at erasure. */
export const PSEUDONYM_PREFIX = 'Silinmiş üye #';
export const PSEUDONYM_PATTERN = /^Silinmiş üye #[a-z0-9]{6}$/;
