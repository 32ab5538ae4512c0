/**
 * The key store port (docs/privacy.md): per subject (a member id, or `kick:<id>`) its data key, the
 * pseudonym drawn at erasure, and the members' username and e-mail reservations. A durable store of
 * its own, never a read model: no rebuild touches it. Adapters: SQLite beside the log (embedded), MongoDB `_member_*` collections (MONGO_URL).
 */

export type ClaimKind = 'username' | 'email';

/** A subject's key as the store holds it: a key, or erased (the pseudonym for members, null otherwise). */
export type SubjectKey = { key: Buffer } | { erased: true; pseudonym: string | null };

export type Reservation = { reserved: true } | { reserved: false; owner: string; since: number };

export interface MemberKeys {
  /** The subject's key, or its erased state; null when the subject never had one. */
  keyOf(subject: string): Promise<SubjectKey | null>;
  /** The subject's key, made on first use; `erased` when the subject was erased (nothing is encrypted for it again). */
  keyFor(subject: string): Promise<SubjectKey>;
  /** Reserves a normalised username or e-mail for a member; a value held by another member is answered with its owner. */
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
  /** Destroys the keys of the member and of the subjects linked to them, and the member's reservations, durably. */
  completeErasure(memberId: string, linkedSubjects: readonly string[]): Promise<void>;
  /** Members whose erasure began but whose key still exists (a crash in between): finished at start. */
  pendingErasures(): Promise<string[]>;
  /** One-time marks (`privacy-migrated`): the migration refuses to run twice. */
  mark(name: string): Promise<boolean>;
  hasMark(name: string): Promise<boolean>;
  close(): Promise<void>;
}
