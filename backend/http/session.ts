import { isStaff, TWO_FACTOR_REQUIRED_MESSAGE } from '@app/contracts';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, setSignedCookie } from 'hono/cookie';
import { parse, parseSigned } from 'hono/utils/cookie';
import type { CommandContext } from '../core/decider.js';
import type { Deps } from '../core/deps.js';
import { DomainError, forbidden, unauthenticated } from '../core/errors.js';
import type { ReadStore } from '../core/read-store/read-store.js';
import { type SessionDoc, SESSION_LIFETIME_MS, SESSIONS, sessionExpired } from '../projections/accounts/sessions.projection.js';
import { type UserDoc, USERS } from '../projections/accounts/users.projection.js';
import type { AppEnv } from './app-env.js';
import { requestHeader } from './proxy.js';

export const SESSION_COOKIE = 'sid';

/** The member a session belongs to, while the session is live (not ended, not expired, member not banned). */
export async function userForSession(read: ReadStore, sessionId: string | null | undefined, now: Date) {
  if (!sessionId) return null;
  const session = await read.collection<SessionDoc>(SESSIONS).findOne({ _id: sessionId });
  // The cookie's maxAge is only the browser's side: a copied cookie is refused after the lifetime too.
  if (!session || sessionExpired(session.startedAt, now)) return null;
  const user = await read.collection<UserDoc>(USERS).findOne({ _id: session.userId });
  // A ban removes the member's sessions too; this check also covers a login that raced with the ban.
  return user && user.banned !== true ? user : null;
}

/** Signed cookie values already checked, with what they carry (false: the signature is wrong). */
const verified = new Map<string, string | false>();
/** Past this many, the oldest checked value is forgotten (it is checked again if it comes back). */
const VERIFIED_MAX = 10_000;

/**
 * Reads the signed session cookie (also used by the Socket.IO handshake). Hono checks the signature with
 * Web Crypto, two asynchronous calls on the thread pool per request; a value once checked under this
 * secret stays what it was, so each is checked once and remembered (the session itself is still looked
 * up on every request: an ended session is refused however its cookie was signed).
 */
export async function sessionIdFromCookieHeader(cookieHeader: string | undefined, secret: string) {
  if (!cookieHeader) return null;
  const raw = parse(cookieHeader, SESSION_COOKIE)[SESSION_COOKIE];
  if (raw === undefined) return null;
  const key = `${secret.length}:${secret}:${raw}`;
  let value = verified.get(key);
  if (value === undefined) {
    const parsed = (await parseSigned(cookieHeader, secret, SESSION_COOKIE))[SESSION_COOKIE];
    value = typeof parsed === 'string' ? parsed : false;
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
    verified.set(key, value);
  }
  return value || null;
}

/**
 * Who is asking, from the signed session cookie. Without any cookie there is nobody to look up: no
 * signature check, no read-model lookup (most public reads come from visitors who never logged in).
 */
export const loadSession =
  (deps: Deps, secret: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!requestHeader(c, 'cookie')) {
      c.set('sessionId', null);
      c.set('user', null);
      return next();
    }
    const sid = await sessionIdFromCookieHeader(requestHeader(c, 'cookie'), secret);
    const user = await userForSession(deps.read, sid, deps.clock());
    c.set('sessionId', user ? sid : null);
    c.set('user', user);
    await next();
  };

export const setSessionCookie = (c: Context, sessionId: string, secret: string) =>
  setSignedCookie(c, SESSION_COOKIE, sessionId, secret, {
    httpOnly: true,
    sameSite: 'Lax',
    // Decided by the clientInfo middleware: X-Forwarded-Proto counts only from a trusted proxy.
    secure: (c as Context<AppEnv>).get('https') === true,
    path: '/',
    maxAge: SESSION_LIFETIME_MS / 1000,
  });

export const clearSessionCookie = (c: Context) => deleteCookie(c, SESSION_COOKIE, { path: '/' });

export function requireUser(c: Context<AppEnv>): UserDoc {
  const user = c.get('user');
  if (!user) throw unauthenticated();
  return user;
}

/** Staff, whether enrolled in the two-step login or not: only the enrolment itself (`/api/admin/2fa/*`). */
export const requireStaffAccount: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user) throw unauthenticated('Bu işlem için yönetici olarak giriş yapmalısınız.');
  if (!isStaff(user.role)) throw forbidden('Bu işlem için yönetici yetkisi gerekiyor.');
  await next();
};

/** STAFF_2FA=required: a staff member without the two-step login may do nothing staff-only but enrol. */
function requireTwoFactor(c: Context<AppEnv>, user: UserDoc) {
  if (c.get('staff2fa') !== 'optional' && user.twoFactorEnabled !== true) {
    throw new DomainError(403, TWO_FACTOR_REQUIRED_MESSAGE, 'two_factor_required');
  }
}

/** The one guard every admin route uses: guests get 401, members and viewers 403. */
export const requireStaff: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user) throw unauthenticated('Bu işlem için yönetici olarak giriş yapmalısınız.');
  if (!isStaff(user.role)) throw forbidden('Bu işlem için yönetici yetkisi gerekiyor.');
  requireTwoFactor(c, user);
  await next();
};

/** Role changes, bans and the audit log: super_admin only (guests 401, everyone else 403). */
export const requireSuperAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user) throw unauthenticated('Bu işlem için yönetici olarak giriş yapmalısınız.');
  if (user.role !== 'super_admin') throw forbidden('Bu işlem yalnızca süper admin yetkisiyle yapılabilir.');
  requireTwoFactor(c, user);
  await next();
};

export const commandContext = (c: Context<AppEnv>, deps: Deps): CommandContext => {
  const user = c.get('user');
  return {
    actorId: user?._id ?? null,
    actorRole: user?.role ?? null,
    now: deps.clock(),
    correlationId: c.req.header('x-request-id') ?? deps.newId(),
  };
};
