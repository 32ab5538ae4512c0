import type { Deps } from '../../core/deps.js';
import { conflict } from '../../core/errors.js';
import { loadState } from '../../core/load-state.js';
import { kickSubjectOf } from '../../core/privacy/kick-subjects.js';
import { toUserStreamId } from '../accounts/account/user.js';
import { kickMemberDecider } from './member.js';

/*
 * One Kick account links to one member at most. The claim is a reservation in the key store under the
 * HMAC of `kick:<Kick user id>` (docs/privacy.md), not a stream named by the id: a stream name cannot be
 * shredded, a reservation is deleted when its member is erased, and the account is free to link again.
 */

export const KICK_ACCOUNT_TAKEN = 'Bu Kick hesabı başka bir üyeye bağlı.';

const idOf = (kickUserId: number) => String(kickUserId);

/**
 * A reservation its holder's stream does not back (a crash between the reservation and the link, or
 * between an unlink and the release) is the holder's no more once it is this old: a link in progress
 * finishes well within it.
 */
const ABANDONED_AFTER_MS = 60_000;

/**
 * Reserves the Kick account for the member; 409 when another member holds it (the member's own: nothing
 * new), unless that member's stream says they do not have it and the reservation was abandoned.
 */
export async function claimKickAccount(deps: Deps, kickUserId: number, userId: string, now: Date) {
  const at = now.getTime();
  const r = await deps.keys.reserveName('kick', idOf(kickUserId), userId, at);
  if (r.reserved) return;
  const holderLink = async () => (await loadState(deps.events, toUserStreamId(r.owner), kickMemberDecider)).link?.kickUserId;
  const abandoned = at - r.since > ABANDONED_AFTER_MS && (await holderLink()) !== kickUserId;
  if (!abandoned || !(await deps.keys.takeOverName('kick', idOf(kickUserId), r.owner, userId, at))) {
    throw conflict(KICK_ACCOUNT_TAKEN);
  }
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
