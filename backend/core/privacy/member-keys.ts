/**
 * The key store port (docs/privacy.md): per subject (a member id, or `kick:<id>`) its data key, the
 * pseudonym drawn at erasure, and the reservations (usernames, e-mails, platform accounts). A durable store of
 * its own, never a read model: no rebuild touches it. Adapters: SQLite beside the log (embedded), MongoDB `_member_*` collections (MONGO_URL).
 */

/** What a member registers with: unique ignoring case. */
export type NameKind = 'username' | 'email';
/**
 * Platform accounts, by their numeric id as decimal text, so that no stream name holds the id:
 * - `telegram`, `kick`: the account verified by / linked to one member at most (held by the member);
 * - `kickSubject`: the subject id (`kick:<random>`) whose key seals a Kick account's deliveries (held by
 *   that subject; freed with it when a member who linked the account is erased);
 * - `kickFollow`: the Kick account's first follow, held by the delivery (message id) that was rewarded:
 *   once per account ever; it names no member, so no erasure frees it.
 */
export type PlatformKind = 'telegram' | 'kick' | 'kickSubject' | 'kickFollow';
export type ClaimKind = NameKind | PlatformKind;

/** A subject's key as the store holds it: a key, or erased (the pseudonym for members, null otherwise). */
export type SubjectKey = { key: Buffer } | { erased: true; pseudonym: string | null };

export type Reservation = { reserved: true } | { reserved: false; owner: string; since: number };

export interface MemberKeys {
  /** The subject's key, or its erased state; null when the subject never had one. */
  keyOf(subject: string): Promise<SubjectKey | null>;
  /** The subject's key, made on first use; `erased` when the subject was erased (nothing is encrypted for it again). */
  keyFor(subject: string): Promise<SubjectKey>;
  /** Reserves a normalised value for a member (or holder); a value held by another is answered with its owner. */
  reserveName(kind: ClaimKind, value: string, memberId: string, now: number): Promise<Reservation>;
  /** Moves a reservation from an owner that never finished registering to `memberId` (only if `from` still holds it). */
  takeOverName(kind: ClaimKind, value: string, from: string, memberId: string, now: number): Promise<boolean>;
  /** Frees the value if `memberId` holds it. */
  releaseName(kind: ClaimKind, value: string, memberId: string): Promise<void>;
  /** The member holding the value, or null. */
  nameOwner(kind: ClaimKind, value: string): Promise<string | null>;
  /**
   * Starts an erasure: draws the member's pseudonym (again on a collision) and keeps it; answers the one
   * already drawn when the erasure had started before. The key still exists until completeErasure.
   */
  beginErasure(memberId: string): Promise<string>;
  /**
   * Destroys the keys of the member and of the subjects linked to them, and the reservations held by the
   * member or by those subjects (a Kick account's subject id goes with its key), durably.
   */
  completeErasure(memberId: string, linkedSubjects: readonly string[]): Promise<void>;
  /** Members whose erasure began but whose key still exists (a crash in between): finished at start. */
  pendingErasures(): Promise<string[]>;
  /** The subjects whose id starts with `prefix` (the migration finds the old `kick:<Kick id>` subjects). */
  subjectsStartingWith(prefix: string): Promise<string[]>;
  /** Deletes the subjects' rows outright (key or erased state): for subjects no event names any more. */
  forgetSubjects(subjects: readonly string[]): Promise<void>;
  /** One-time marks (`privacy-migrated`): the migration refuses to run twice. */
  mark(name: string): Promise<boolean>;
  hasMark(name: string): Promise<boolean>;
  close(): Promise<void>;
}
