import type { Role } from '@app/contracts';
import type { CommandContext } from '../../../core/decider.js';
import type { Deps } from '../../../core/deps.js';
import { handleCommand } from '../../../core/command-handler.js';
import { DomainError } from '../../../core/errors.js';
import { ACCESS_STREAM, accessDecider } from '../account/access.js';
import { registerUser } from '../sign-in/accounts.js';
import { claimOwner, loadUser, TAKEN } from '../account/account.js';
import { endSession } from '../sessions/sessions.js';
import { currentAccess } from '../account/account.js';
import { hashPassword, verifyPassword } from '../account/passwords.js';
import { toUserStreamId, userDecider } from '../account/user.js';

export interface AdminBootstrapOptions {
  /** ADMIN_ADOPT_EXISTING: take over an account someone registered with the admin e-mail. */
  adoptExisting?: boolean;
  /** The account's live sessions, ended before an adoption (a lookup on the read side). */
  sessionsOf?: (userId: string) => Promise<string[]>;
}

export type AdminBootstrapResult =
  | { outcome: 'created' | 'updated' | 'adopted'; userId: string; position: number }
  | { outcome: 'left-alone'; userId: string; position: number };

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD: create that account (the password is set then, and on an adoption only),
 * and make it a super_admin on the access stream (where the "never the last super_admin" rule counts it).
 * An account a visitor registered with that e-mail is left as it is (issue 26: whoever registered the
 * address first would otherwise become super_admin with a live session), unless the operator asks for
 * it to be adopted; then its sessions end first, and every step is in the log under the bootstrap's name.
 */
export async function ensureSuperAdmin(
  deps: Deps,
  email: string,
  password: string,
  ctx: CommandContext,
  options: AdminBootstrapOptions = {},
): Promise<AdminBootstrapResult> {
  const account = await adminAccount(deps, email, password, ctx);
  const { existing, userId } = account;
  if (!existing) return { outcome: 'created', ...(await grantSuperAdmin(deps, userId, 'user', account.position, ctx)) };
  // Ours: created by this bootstrap, or already a super_admin (adopted before, or made one by a super_admin).
  const ours =
    (await creatorOf(deps, userId)) === ctx.actorRole ||
    (await currentAccess(deps, userId, existing.role)).role === 'super_admin';
  if (!ours && !options.adoptExisting) return { outcome: 'left-alone', userId, position: -1 };
  if (ours) return { outcome: 'updated', ...(await grantSuperAdmin(deps, userId, existing.role, -1, ctx)) };
  // ADMIN_PASSWORD is set when the bootstrap makes the account its own (created or adopted), never
  // again: a password changed in the site stays changed (an operator locked out uses admin:reset).
  let position = await endSessions(deps, userId, options, ctx);
  if (!(await verifyPassword(password, existing.passwordHash))) {
    const passwordHash = await hashPassword(password);
    const r = await handleCommand(
      deps.events,
      toUserStreamId(userId),
      userDecider,
      { type: 'ChangePassword', passwordHash },
      ctx,
    );
    position = Math.max(position, r.position);
  }
  return { outcome: 'adopted', ...(await grantSuperAdmin(deps, userId, existing.role, position, ctx)) };
}

/** Who registered the account: a visitor (null), or the system actor that ran the command. */
async function creatorOf(deps: Deps, userId: string) {
  const [first] = await deps.events.readStream(toUserStreamId(userId));
  return first?.metadata.actorRole ?? null;
}

async function endSessions(deps: Deps, userId: string, options: AdminBootstrapOptions, ctx: CommandContext) {
  let position = -1;
  for (const sessionId of (await options.sessionsOf?.(userId)) ?? []) {
    position = Math.max(position, (await endSession(deps, sessionId, ctx)).position);
  }
  return position;
}

async function grantSuperAdmin(deps: Deps, userId: string, baselineRole: Role, position: number, ctx: CommandContext) {
  const command = { type: 'ChangeAccess' as const, userId, baselineRole, actorId: null, role: 'super_admin' as const };
  const r = await handleCommand(deps.events, ACCESS_STREAM, accessDecider, command, ctx);
  return { userId, position: Math.max(position, r.position) };
}

/**
 * The admin's account: the one registered with the e-mail, else a new one. Another server process
 * starting on the same data folder may be registering it at this very moment (the e-mail is claimed,
 * the account not yet written): then wait for that registration rather than fail the start.
 */
async function adminAccount(deps: Deps, email: string, password: string, ctx: CommandContext) {
  for (let attempt = 0; ; attempt += 1) {
    const { owner } = await claimOwner(deps, 'email', email);
    const existing = owner ? await loadUser(deps, owner) : null;
    if (existing?.status === 'registered') return { existing, userId: existing.userId, position: -1 };
    try {
      return { existing: null, ...(await registerAdminAccount(deps, email, password, ctx)) };
    } catch (err) {
      if (!(err instanceof DomainError && err.code === 'conflict' && err.message === TAKEN.email) || attempt >= 100) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** A new account named after the e-mail's local part (with a number when that name is taken). */
async function registerAdminAccount(deps: Deps, email: string, password: string, ctx: CommandContext) {
  const base =
    email
      .split('@')[0]!
      .replace(/[^\p{L}\p{N}_.-]/gu, '')
      .slice(0, 24)
      .padEnd(3, '_') || 'admin';
  for (let i = 0; ; i += 1) {
    const username = i === 0 ? base : `${base}${i}`;
    try {
      const profile = { username, email, firstName: null, lastName: null, phone: null, streamUrl: null };
      return await registerUser(deps, { ...profile, password }, ctx);
    } catch (err) {
      if (!(err instanceof DomainError && err.code === 'conflict' && err.message === TAKEN.username) || i > 50) throw err;
    }
  }
}
