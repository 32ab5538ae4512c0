import type { Deps } from '../../core/deps.js';
import { conflict } from '../../core/errors.js';
import { kickSubjectOf } from '../../core/privacy/kick-subjects.js';
import { toUserStreamId } from '../accounts/user.js';

/*
 * One Kick account links to one member at most. The claim is a reservation in the key store under the
 * HMAC of `kick:<Kick user id>` (docs/privacy.md), not a stream named by the id: a stream name cannot be
 * shredded, a reservation is deleted when its member is erased, and the account is free to link again.
 */

export const KICK_ACCOUNT_TAKEN = 'Bu Kick hesabı başka bir üyeye bağlı.';

const idOf = (kickUserId: number) => String(kickUserId);

/** Reserves the Kick account for the member; 409 when another member holds it (the member's own: nothing new). */
export async function claimKickAccount(deps: Deps, kickUserId: number, userId: string, now: Date) {
  const r = await deps.keys.reserveName('kick', idOf(kickUserId), userId, now.getTime());
  if (!r.reserved) throw conflict(KICK_ACCOUNT_TAKEN);
}

/** Frees the Kick account if the member holds it. */
export const releaseKickAccount = (deps: Deps, kickUserId: number, userId: string) =>
  deps.keys.releaseName('kick', idOf(kickUserId), userId);

/** The member holding the Kick account, or null. */
export const kickAccountOwner = (deps: Deps, kickUserId: number) => deps.keys.nameOwner('kick', idOf(kickUserId));

/**
 * A Kick account's first follow counts once, ever, whoever links it later: the first delivery to ask
 * holds the mark. True when this delivery is that one (its award may still be owed after a crash).
 */
export async function creditKickFollow(deps: Deps, kickUserId: number, messageId: string): Promise<boolean> {
  return (await deps.keys.reserveName('kickFollow', idOf(kickUserId), messageId, 0)).reserved;
}

/**
 * The key store subjects of every Kick account the member ever linked (read from the member's stream
 * while its key still opens it): their deliveries are shredded with the member (docs/privacy.md).
 */
export async function kickSubjectsOfMember(deps: Deps, userId: string): Promise<string[]> {
  const ids = new Set<number>();
  for (const e of await deps.events.readStream(toUserStreamId(userId))) {
    const id = e.type === 'KickAccountLinked' ? (e.data as { kickUserId: number }).kickUserId : 0;
    if (id !== 0) ids.add(id);
  }
  const subjects = await Promise.all([...ids].map((id) => kickSubjectOf(deps.keys, id)));
  return subjects.filter((s): s is string => s !== null);
}
