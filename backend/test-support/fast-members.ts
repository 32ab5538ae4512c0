import { toUserStreamId, userDecider } from '../commands/accounts/account/user.js';
import { handleCommand } from '../core/command-handler.js';
import type { CommandContext } from '../core/decider.js';
import type { Deps } from '../core/deps.js';

/**
 * A member registered as registerUser does (the username and e-mail reserved in the key store, then the
 * account), with a password hash computed once by the caller: a thousand registrations through scrypt
 * would take a test's or a benchmark's whole budget. The e-mail is `<username>@example.com`.
 */
export async function registerFast(deps: Deps, username: string, passwordHash: string, ctx: CommandContext) {
  const userId = deps.newId();
  const email = `${username}@example.com`;
  for (const [kind, value] of [
    ['username', username],
    ['email', email],
  ] as const) {
    await deps.keys.reserveName(kind, value, userId, ctx.now.getTime());
  }
  const profile = { username, email, firstName: null, lastName: null, phone: null, streamUrl: null };
  const register = { type: 'RegisterUser', userId, profile, passwordHash, role: 'user' } as const;
  await handleCommand(deps.events, toUserStreamId(userId), userDecider, register, ctx);
  return { userId, username, email };
}
