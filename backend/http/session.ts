import { isStaff } from '@app/contracts';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, setSignedCookie } from 'hono/cookie';
import { parse, parseSigned } from 'hono/utils/cookie';
import type { CommandContext } from '../core/decider.js';
import type { Deps } from '../core/deps.js';
import { forbidden, unauthenticated } from '../core/errors.js';
import type { ReadStore } from '../core/read-store/read-store.js';
import { markSessionSeen } from '../commands/accounts/accounts.js';
import { SESSION_SEEN_EVERY_MS } from '../commands/accounts/session.js';
import {
  lastSeenOf,
  type SessionDoc,
  SESSION_LIFETIME_MS,
  SESSIONS,
  sessionExpired,
  staffSessionIdle,
} from '../projections/accounts/sessions.projection.js';
import { type UserDoc, USERS } from '../projections/accounts/users.projection.js';
import type { AppEnv } from './app-env.js';
import { requestHeader } from './proxy.js';

export const SESSION_COOKIE = 'sid';

/**
 * The live session and its member (not ended, not expired, member not banned; a staff session also not
 * idle past STAFF_IDLE_LIMIT_MS), or null.
 */
export async function liveSession(read: ReadStore, sessionId: string | null | undefined, now: Date) {
  if (!sessionId) return null;
  const session = await read.collection<SessionDoc>(SESSIONS).findOne({ _id: sessionId });
  // The cookie's maxAge is only the browser's side: a copied cookie is refused after the lifetime too.
  if (!session || sessionExpired(session.startedAt, now)) return null;
  const user = await read.collection<UserDoc>(USERS).findOne({ _id: session.userId });
  // A ban removes the member's sessions too; this check also covers a login that raced with the ban.
  if (!user || user.banned === true) return null;
  // Staff hold the keys to the site: a staff login left unused (a shared or lost computer) ends sooner.
  if (isStaff(user.role) && staffSessionIdle(session, now)) return null;
  return { session, user };
}

/** The member a session belongs to, while the session is live. */
export async function userForSession(read: ReadStore, sessionId: string | null | undefined, now: Date) {
  return (await liveSession(read, sessionId, now))?.user ?? null;
}

/**
 * Keeps the session's last use, at most every SESSION_SEEN_EVERY_MS. A failure to write it costs the
 * request nothing: the next request past the interval tries again.
 */
async function noteUse(deps: Deps, session: SessionDoc, now: Date) {
  if (now.getTime() - Date.parse(lastSeenOf(session)) < SESSION_SEEN_EVERY_MS) return;
  const ctx = { actorId: session.userId, actorRole: null, now, correlationId: deps.newId() };
  await markSessionSeen(deps, session._id, ctx).catch(() => undefined);
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
    const now = deps.clock();
    const live = await liveSession(deps.read, sid, now);
    if (live) await noteUse(deps, live.session, now);
    c.set('sessionId', live ? sid : null);
    c.set('user', live?.user ?? null);
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

/** The one guard every admin route uses: guests get 401, members and viewers 403. */
export const requireStaff: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user) throw unauthenticated('Bu işlem için yönetici olarak giriş yapmalısınız.');
  if (!isStaff(user.role)) throw forbidden('Bu işlem için yönetici yetkisi gerekiyor.');
  await next();
};

/** Role changes, bans and the audit log: super_admin only (guests 401, everyone else 403). */
export const requireSuperAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user) throw unauthenticated('Bu işlem için yönetici olarak giriş yapmalısınız.');
  if (user.role !== 'super_admin') throw forbidden('Bu işlem yalnızca süper admin yetkisiyle yapılabilir.');
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
