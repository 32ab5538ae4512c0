import { isStaff, TWO_FACTOR_REQUIRED_MESSAGE } from '@app/contracts';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, setSignedCookie } from 'hono/cookie';
import { parse, parseSigned } from 'hono/utils/cookie';
import { actsAsStaff } from '../core/acts-as-staff.js';
import type { CommandContext } from '../core/decider.js';
import type { Deps } from '../core/deps.js';
import { DomainError, forbidden, unauthenticated } from '../core/errors.js';
import { SESSION_LIFETIME_MS, SESSION_SEEN_EVERY_MS } from '../core/session-lifetime.js';
import type { AppEnv, SessionUser } from './app-env.js';
import { requestHeader } from './proxy.js';

export const SESSION_COOKIE = 'sid';

/**
 * The live session's member and when the session was last used (null when it ended, expired, the member
 * is banned or a staff session was left idle). Handed in by backend/app.ts: the HTTP layer reads no read
 * model itself.
 */
export type FindLiveSession = (sessionId: string | null, now: Date) => Promise<{ user: SessionUser; lastSeenAt: string } | null>;

/** Records that a session was used now (a command, handed in by backend/app.ts). */
export type NoteSessionUse = (sessionId: string, userId: string, now: Date, correlationId?: string) => Promise<unknown>;

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
export const loadSession = (
  findSession: FindLiveSession,
  deps: Deps,
  secret: string,
  noteUse?: NoteSessionUse,
): MiddlewareHandler<AppEnv> => {
  // A page fires several requests at once: those past the interval share one mark, not one command each.
  const noting = new Map<string, Promise<unknown>>();
  const noteOnce = (sid: string, userId: string, now: Date, correlationId?: string) => {
    let mark = noting.get(sid);
    if (!mark) {
      mark = noteUse!(sid, userId, now, correlationId)
        .catch(() => undefined)
        .finally(() => noting.delete(sid));
      noting.set(sid, mark);
    }
    return mark;
  };
  return async (c, next) => {
    if (!requestHeader(c, 'cookie')) {
      c.set('sessionId', null);
      c.set('user', null);
      return next();
    }
    const sid = await sessionIdFromCookieHeader(requestHeader(c, 'cookie'), secret);
    const now = deps.clock();
    const live = await findSession(sid, now);
    // The session's last use, kept at most every SESSION_SEEN_EVERY_MS (staff sessions end when idle).
    // A failure to write it costs the request nothing: the next request past the interval tries again.
    if (live && sid && noteUse && now.getTime() - Date.parse(live.lastSeenAt) >= SESSION_SEEN_EVERY_MS) {
      await noteOnce(sid, live.user._id, now, c.get('requestId'));
    }
    c.set('sessionId', live ? sid : null);
    c.set('user', live?.user ?? null);
    await next();
  };
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

export function requireUser(c: Context<AppEnv>): SessionUser {
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

/** Whether the request's member acts as staff (core/acts-as-staff.ts): every staff-only read asks this. */
export const actsAsStaffIn = (c: Context<AppEnv>) => actsAsStaff(c.get('user'), c.get('staff2fa') ?? 'required');

/** STAFF_2FA=required: a staff member without the two-step login may do nothing staff-only but enrol. */
function requireTwoFactor(c: Context<AppEnv>) {
  if (!actsAsStaffIn(c)) throw new DomainError('two_factor_required', TWO_FACTOR_REQUIRED_MESSAGE);
}

/** The one guard every admin route uses: guests get 401, members and viewers 403. */
export const requireStaff: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user) throw unauthenticated('Bu işlem için yönetici olarak giriş yapmalısınız.');
  if (!isStaff(user.role)) throw forbidden('Bu işlem için yönetici yetkisi gerekiyor.');
  requireTwoFactor(c);
  await next();
};

/** Role changes, bans and the audit log: super_admin only (guests 401, everyone else 403). */
export const requireSuperAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user) throw unauthenticated('Bu işlem için yönetici olarak giriş yapmalısınız.');
  if (user.role !== 'super_admin') throw forbidden('Bu işlem yalnızca süper admin yetkisiyle yapılabilir.');
  requireTwoFactor(c);
  await next();
};

export const commandContext = (c: Context<AppEnv>, deps: Deps): CommandContext => {
  const user = c.get('user');
  return {
    actorId: user?._id ?? null,
    actorRole: user?.role ?? null,
    now: deps.clock(),
    correlationId: c.get('requestId') ?? deps.newId(),
  };
};
