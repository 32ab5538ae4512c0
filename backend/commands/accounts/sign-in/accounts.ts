import type { Role } from '@app/contracts';
import type { CommandContext } from '../../../core/decider.js';
import type { Deps } from '../../../core/deps.js';
import { handleCommand } from '../../../core/command-handler.js';
import { conflict, DomainError } from '../../../core/errors.js';
import type { NameKind } from '../../../core/privacy/member-keys.js';
import { claimOwner, currentAccess, loadUser, TAKEN } from '../account/account.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../account/passwords.js';
import { type UserProfile, userDecider, toUserStreamId } from '../account/user.js';

/** A reservation whose owner never finished registering may be taken over after this long. */
const ABANDONED_AFTER_MS = 60_000;

/**
 * Usernames and e-mails are unique ignoring case: the key store keeps one reservation per normalised
 * value under a unique key, so two registrations racing for one value meet there and exactly one wins.
 */
async function reserve(deps: Deps, kind: NameKind, value: string, userId: string, ctx: CommandContext) {
  const now = ctx.now.getTime();
  const r = await deps.keys.reserveName(kind, value, userId, now);
  if (r.reserved) return;
  const abandoned = now - r.since > ABANDONED_AFTER_MS && (await loadUser(deps, r.owner)).status === 'none';
  if (!abandoned || !(await deps.keys.takeOverName(kind, value, r.owner, userId, now))) throw conflict(TAKEN[kind]);
}

const release = (deps: Deps, kind: NameKind, value: string, userId: string) => deps.keys.releaseName(kind, value, userId);

/**
 * Register: reserve the username, then the e-mail, then write the user. A failure after a reservation
 * releases it; a crash in between leaves a reservation that the next registration may take over.
 */
export async function registerUser(
  deps: Deps,
  input: UserProfile & { password: string; role?: Role },
  ctx: CommandContext,
): Promise<{ userId: string; position: number }> {
  const userId = deps.newId();
  const passwordHash = await hashPassword(input.password);
  await reserve(deps, 'username', input.username, userId, ctx);
  try {
    await reserve(deps, 'email', input.email, userId, ctx);
  } catch (err) {
    await release(deps, 'username', input.username, userId);
    throw err;
  }
  const { password: _pw, role = 'user', ...profile } = input;
  const result = await handleCommand(
    deps.events,
    toUserStreamId(userId),
    userDecider,
    { type: 'RegisterUser', userId, profile, passwordHash, role },
    ctx,
  );
  return { userId, position: result.position };
}

const INVALID_LOGIN = 'E-posta/kullanıcı adı veya şifre hatalı.';
export const BANNED_LOGIN = 'Hesabınız engellenmiştir. Bir hata olduğunu düşünüyorsanız site yönetimiyle iletişime geçin.';

/** Finds the account by e-mail or username (on the write side, so a just-registered member can log in). */
export async function authenticate(deps: Deps, identifier: string, password: string) {
  const kind: NameKind = identifier.includes('@') ? 'email' : 'username';
  const { owner } = await claimOwner(deps, kind, identifier);
  const user = owner ? await loadUser(deps, owner) : null;
  if (!user || user.status !== 'registered') {
    await burnPasswordCheck(password);
    throw new DomainError('invalid_credentials', INVALID_LOGIN);
  }
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw new DomainError('invalid_credentials', INVALID_LOGIN);
  }
  // Only after the password: a stranger cannot learn that an account is banned.
  if ((await currentAccess(deps, user.userId, user.role)).banned) throw new DomainError('account_banned', BANNED_LOGIN);
  return user;
}
