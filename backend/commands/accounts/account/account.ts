import type { Role } from '@app/contracts';
import type { Deps } from '../../../core/deps.js';
import { loadState } from '../../../core/load-state.js';
import type { NameKind } from '../../../core/privacy/member-keys.js';
import { ACCESS_STREAM, accessDecider, accessOf } from './access.js';
import { type UserState, toUserStreamId, userDecider } from './user.js';

/** What every accounts sub-slice reads of an account: its state, who holds a name, its role and ban. */

export const TAKEN: Record<NameKind, string> = {
  username: 'Bu kullanıcı adı zaten kullanılıyor.',
  email: 'Bu e-posta adresi zaten kayıtlı.',
};
export const loadUser = (deps: Deps, userId: string): Promise<UserState> =>
  loadState(deps.events, toUserStreamId(userId), userDecider);

/** The member holding a username or e-mail (the key store's reservations; docs/privacy.md), or null. */
export async function claimOwner(deps: Deps, kind: NameKind, value: string) {
  return { owner: await deps.keys.nameOwner(kind, value) };
}

/** The account's role and ban as the write side knows them (for login, which must not lag). */
export async function currentAccess(deps: Deps, userId: string, baselineRole: Role) {
  return accessOf(await loadState(deps.events, ACCESS_STREAM, accessDecider), userId, baselineRole);
}
