import type { RecordedEvent } from '../core/event-store/event-store.js';
import { CLAIM_EVENT_TYPES } from '../core/privacy/log-format.js';
import type { ClaimKind, MemberKeys } from '../core/privacy/member-keys.js';

interface Claim {
  kind: ClaimKind;
  value: string;
  owner: string | null;
  since: number;
}

const KIND_OF_PREFIX: Record<string, ClaimKind> = { usernameClaim: 'username', emailClaim: 'email' };

/** The old name claims' rows, in SQL: only those streams are moved (nothing else ever wrote these types). */
export const NAME_CLAIM_ROWS =
  `type IN (${[...CLAIM_EVENT_TYPES].map((t) => `'${t}'`).join(', ')}) AND ` +
  `(${Object.keys(KIND_OF_PREFIX)
    .map((p) => `stream_id LIKE '${p}-%'`)
    .join(' OR ')})`;

/** An event of an old name claim stream. */
export const isNameClaim = (e: Pick<RecordedEvent, 'streamId' | 'type'>) =>
  CLAIM_EVENT_TYPES.has(e.type) && Object.keys(KIND_OF_PREFIX).some((p) => e.streamId.startsWith(`${p}-`));

/**
 * Folds the old claim streams (`usernameClaim-<value>`, `emailClaim-<value>`: NameReserved, then maybe
 * NameReleased) into who holds each value now, as the old claim decider did: a release counts only when
 * its member holds the value.
 */
export function foldClaims(events: Iterable<Pick<RecordedEvent, 'streamId' | 'type' | 'data' | 'metadata'>>): Claim[] {
  const claims = new Map<string, Claim>();
  for (const e of events) {
    const kind = KIND_OF_PREFIX[e.streamId.slice(0, e.streamId.indexOf('-'))];
    const { value, userId } = e.data as { value: string; userId: string };
    if (!kind) continue;
    const claim = claims.get(e.streamId) ?? { kind, value, owner: null, since: 0 };
    if (e.type === 'NameReserved') Object.assign(claim, { owner: userId, value, since: Date.parse(e.metadata.at) || 0 });
    if (e.type === 'NameReleased' && claim.owner === userId) claim.owner = null;
    claims.set(e.streamId, claim);
  }
  return [...claims.values()];
}

/**
 * Writes the claims still held into the key store's reservations; answers a line per value another
 * member already holds there (a registration made after the boundary, before the migration ran).
 */
export async function reserveClaims(claims: readonly Claim[], keys: MemberKeys): Promise<string[]> {
  const clashes: string[] = [];
  for (const c of claims) {
    if (c.owner === null) continue;
    const r = await keys.reserveName(c.kind, c.value, c.owner, c.since);
    // The values themselves are personal: the operator is told the member ids, never the name.
    if (!r.reserved)
      clashes.push(`a ${c.kind} of member ${c.owner} is already reserved by member ${r.owner}: kept for ${r.owner}`);
  }
  return clashes;
}
