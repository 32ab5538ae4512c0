import { randomUUID } from 'node:crypto';
import { KICK_SUBJECT_PREFIX } from '@app/contracts';
import type { MemberKeys } from './member-keys.js';

/**
 * A Kick account's deliveries are sealed for a subject of its own, `kick:<random>`, reserved in the key
 * store under the HMAC of its Kick id (docs/privacy.md): the id is never a subject name, so no envelope
 * and no key store row spells it. Erasing a member who linked the account destroys that subject's key
 * and its reservation; the account's next delivery gets a fresh subject, unlinkable to the old one.
 */
export async function kickSubjectFor(keys: MemberKeys, kickUserId: number): Promise<string> {
  const id = String(kickUserId);
  const held = await keys.nameOwner('kickSubject', id);
  if (held) return held;
  const mine = `${KICK_SUBJECT_PREFIX}${randomUUID()}`;
  // Two first deliveries race on the reservation's unique key: the loser takes the winner's subject.
  const r = await keys.reserveName('kickSubject', id, mine, 0);
  return r.reserved ? mine : r.owner;
}

/** The Kick account's current subject, or null (it never sent anything, or its subject was erased). */
export const kickSubjectOf = (keys: MemberKeys, kickUserId: number) => keys.nameOwner('kickSubject', String(kickUserId));
