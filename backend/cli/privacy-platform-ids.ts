import { type Erased, KICK_SUBJECT_PREFIX } from '@app/contracts';
import type { RecordedEvent } from '../core/event-store/event-store.js';
import { isSealed, open, subjectOf } from '../core/privacy/field-crypto.js';
import { PLATFORM_CLAIM_EVENT_TYPES } from '../core/privacy/log-format.js';
import type { ClaimKind, MemberKeys, SubjectKey } from '../core/privacy/member-keys.js';
import { erasedValue, partsOf, targetsOf } from '../core/privacy/personal-fields.js';

type Obj = Record<string, unknown>;
type Event = Pick<RecordedEvent, 'streamId' | 'type' | 'data' | 'metadata'>;

/** The old platform claim streams, named by the platform id (docs/privacy.md): moved into the key store. */
const STREAM_PREFIXES = ['kickAccount-', 'telegramAccount-'] as const;

/** The old platform claims' rows, in SQL. */
export const PLATFORM_CLAIM_ROWS =
  `type IN (${[...PLATFORM_CLAIM_EVENT_TYPES].map((t) => `'${t}'`).join(', ')}) AND ` +
  `(${STREAM_PREFIXES.map((p) => `stream_id LIKE '${p}%'`).join(' OR ')})`;

/** An event of an old platform claim stream. */
export const isPlatformClaim = (e: Pick<RecordedEvent, 'streamId' | 'type'>) =>
  PLATFORM_CLAIM_EVENT_TYPES.has(e.type) && STREAM_PREFIXES.some((p) => e.streamId.startsWith(p));

interface PlatformClaim {
  kind: ClaimKind;
  value: string;
  owner: string | null;
  since: number;
}

/**
 * Folds the old claim streams as their deciders did: `kickAccount-<id>` (KickAccountClaimed, then maybe
 * KickAccountReleased by its holder; KickFollowCredited names the rewarded delivery, once ever) and
 * `telegramAccount-<id>` (TelegramAccountClaimed, never released).
 */
export function foldPlatformClaims(events: Iterable<Event>): PlatformClaim[] {
  const claims = new Map<string, PlatformClaim>();
  const claim = (kind: ClaimKind, id: number | undefined) => {
    const key = `${kind}:${id}`;
    return claims.get(key) ?? claims.set(key, { kind, value: String(id), owner: null, since: 0 }).get(key)!;
  };
  for (const e of events) {
    const d = e.data as { kickUserId?: number; telegramUserId?: number; userId: string; messageId?: string };
    const since = Date.parse(e.metadata.at) || 0;
    switch (e.type) {
      case 'TelegramAccountClaimed':
        Object.assign(claim('telegram', d.telegramUserId), { owner: d.userId, since });
        break;
      case 'KickAccountClaimed':
        Object.assign(claim('kick', d.kickUserId), { owner: d.userId, since });
        break;
      case 'KickAccountReleased': {
        const held = claim('kick', d.kickUserId);
        if (held.owner === d.userId) held.owner = null;
        break;
      }
      case 'KickFollowCredited': {
        const follow = claim('kickFollow', d.kickUserId);
        follow.owner ??= d.messageId ?? null;
        break;
      }
    }
  }
  return [...claims.values()];
}

/**
 * The platform claims to reserve: folded, less those of members the previous version erased (its erasure
 * left their claim streams as they were; the account is free now, as an erasure frees it today).
 */
export async function platformClaimsToReserve(events: Iterable<Event>, keys: MemberKeys): Promise<PlatformClaim[]> {
  const held: PlatformClaim[] = [];
  for (const c of foldPlatformClaims(events)) {
    const owner = c.owner === null ? null : await keys.keyOf(c.owner);
    if (!owner || !('erased' in owner)) held.push(c);
  }
  return held;
}

/** The old subject of a Kick account's `!bagla` receipts, named by its id (`kick:<id>`): no longer made. */
export const LEGACY_KICK_SUBJECT = /^kick:\d+$/;

/**
 * Opens what the previous version sealed for `kick:<Kick id>` (a `!bagla` receipt's sender name), so that
 * the boundary seals it again for the account's own subject; when that old key was destroyed (the account's
 * member erased) every marked field of the delivery reads as erased, its Kick id too, and stays so. A Kick
 * account the old store never knew had nothing sealed: its deliveries are sealed as they are.
 */
export function legacyKickOpener(keys: MemberKeys) {
  const states = new Map<number, SubjectKey | null>();
  const stateOf = async (id: number) => {
    if (!states.has(id)) states.set(id, await keys.keyOf(`${KICK_SUBJECT_PREFIX}${id}`));
    return states.get(id)!;
  };
  return async <E extends Pick<RecordedEvent, 'type' | 'data'>>(event: E): Promise<E> => {
    const parts = partsOf(event.type)?.filter((p) => p.kickAccount);
    if (!parts?.length) return event;
    const data: Obj = { ...(event.data as Obj) };
    for (const part of parts) {
      for (const target of targetsOf(data, part)) {
        const id = target[part.subject];
        // No account, or sealed in the new form already (a second run after a crash).
        const state = typeof id === 'number' && id !== 0 ? await stateOf(id) : null;
        if (state) openOrErase(target, part.fields, state);
      }
    }
    return { ...event, data };
  };
}

function openOrErase(target: Obj, fields: Readonly<Record<string, Erased>>, state: SubjectKey) {
  for (const [field, kind] of Object.entries(fields)) {
    const value = target[field];
    if ('erased' in state) target[field] = erasedValue(kind, null);
    else if (isSealed(value) && LEGACY_KICK_SUBJECT.test(subjectOf(value))) target[field] = open(value, state.key);
  }
}

/** Deletes the old `kick:<Kick id>` subjects from the key store once no envelope needs them: their names spell the ids. */
export async function forgetLegacyKickSubjects(keys: MemberKeys): Promise<void> {
  const legacy = (await keys.subjectsStartingWith(KICK_SUBJECT_PREFIX)).filter((s) => LEGACY_KICK_SUBJECT.test(s));
  await keys.forgetSubjects(legacy);
}
