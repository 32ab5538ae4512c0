/**
 * Which fields of which events are personal data (KVKK), and whose: the event-store boundary encrypts
 * them with the subject's key on append and decrypts them on read (docs/privacy.md). Once a subject is
 * erased its key is gone, and a reader gets the declared erased value instead, the same live and in
 * every rebuild. The schemas stay plain: each slice declares its own beside them (`personal` in its event group).
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

export const personal = (subject: string, fields: Record<string, Erased>): PersonalPart => ({ subject, fields });
/** A Kick delivery: sealed for the sender's Kick account (its id included), not for a member. */
export const ofKickAccount = (subject: string, fields: Record<string, Erased>): PersonalPart => ({
  subject,
  kickAccount: true,
  fields,
});
export const personalItems = (items: string, subject: string, fields: Record<string, Erased>): PersonalPart => ({
  items,
  subject,
  fields,
});

/** The prefix of a Kick account's subject id in the key store (`kick:` and a random id, never the Kick id). */
export const KICK_SUBJECT_PREFIX = 'kick:';

/** An erased member's name everywhere: this prefix and 6 characters of [a-z0-9], drawn at erasure. */
export const PSEUDONYM_PREFIX = 'Silinmiş üye #';
export const PSEUDONYM_PATTERN = /^Silinmiş üye #[a-z0-9]{6}$/;
