import type { Context, MiddlewareHandler } from 'hono';
import { MemoryStore, rateLimiter, type Store } from 'hono-rate-limiter';
import { ErrorCode } from '@app/contracts';
import type { AppEnv } from './app-env.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether an Origin header names this site: PUBLIC_ORIGIN when configured, else the request's own Host. */
function isOwnOrigin(origin: string, publicOrigin: string | undefined, host: string | undefined) {
  if (origin === 'null') return false;
  try {
    const url = new URL(origin);
    return publicOrigin ? url.origin === publicOrigin : url.host === host;
  } catch {
    return false;
  }
}

/**
 * CSRF: refuse unsafe requests that a foreign site made the browser send. Hono's csrf middleware
 * only looks at form content types; here every unsafe method is checked, JSON included.
 * X-Forwarded-Host is never consulted: a client can send it. Behind a proxy PUBLIC_ORIGIN says
 * what the site is called (env.ts requires it once TRUST_PROXY is set).
 */
export const sameOriginOnly =
  (publicOrigin?: string): MiddlewareHandler =>
  async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const foreign =
      c.req.header('sec-fetch-site') === 'cross-site' ||
      (origin !== undefined && origin !== '' && !isOwnOrigin(origin, publicOrigin, c.req.header('host')));
    if (foreign) {
      return c.json({ message: 'Bu istek başka bir siteden geldiği için reddedildi.', code: ErrorCode.forbidden }, 403);
    }
    return next();
  };

/** Set by the clientInfo middleware (http/proxy.ts); 'unknown' under app.request() without a socket. */
export const clientIp = (c: Context) => (c as Context<AppEnv>).get('clientAddress') ?? 'unknown';

/**
 * hono-rate-limiter's MemoryStore answers with its live counter object, and the middleware reads it
 * only after an await: requests arriving together all read the last count, so a burst of 20 under
 * a limit of 5 was refused whole. A copy per call counts each request as it came.
 */
class ExactMemoryStore extends MemoryStore {
  override increment(key: string) {
    return { ...super.increment(key) };
  }
}

const TOO_MANY_ATTEMPTS = 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.';
export const TOO_MANY_REQUESTS = 'Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyin.';

/**
 * At most `limit` requests per window per client address and `bucket`; past it a Turkish 429 with
 * RateLimit headers. The store forgets a window's keys when it ends, so memory stays bounded.
 */
/** Where limiters count: in this process by default; in MongoDB when instances share the site (MONGO_URL). */
export type LimitStore = () => Store;
const inMemory: LimitStore = () => new ExactMemoryStore();

export const perClientLimit = (
  bucket: string,
  limit: number,
  store: LimitStore = inMemory,
  message = TOO_MANY_REQUESTS,
  windowMs = 60_000,
  uncounted: Uncounted = () => false,
) =>
  rateLimiter({
    windowMs,
    limit,
    standardHeaders: 'draft-7',
    keyGenerator: (c) => `${bucket}:${clientIp(c)}`,
    skip: uncounted,
    store: store(),
    handler: (c) => c.json({ message, code: ErrorCode.rateLimited }, 429),
  });

/** What the limiters below may leave uncounted: a call that writes nothing (it answers what exists). */
export type Uncounted = (c: Context) => boolean | Promise<boolean>;

/**
 * The same budget per signed-in member instead of per address (behind memberOnly): one account cannot
 * write without bound from many addresses. `uncounted` calls pass without spending it.
 */
export const perMemberLimit = (
  bucket: string,
  limit: number,
  store: LimitStore = inMemory,
  options: { windowMs?: number; uncounted?: Uncounted } = {},
) =>
  rateLimiter({
    windowMs: options.windowMs ?? 60_000,
    limit,
    standardHeaders: 'draft-7',
    keyGenerator: (c) => `${bucket}:member:${(c as Context<AppEnv>).get('user')?._id ?? clientIp(c)}`,
    skip: options.uncounted ?? (() => false),
    store: store(),
    handler: (c) => c.json({ message: TOO_MANY_REQUESTS, code: ErrorCode.rateLimited }, 429),
  });

/** Login and register attempts per client address (one budget per path); past the limit a Turkish 429. */
export const authRateLimit = (limit: number, store: LimitStore = inMemory, windowMs = 60_000) =>
  rateLimiter({
    windowMs,
    limit,
    standardHeaders: 'draft-7',
    keyGenerator: (c) => `${c.req.path}:${clientIp(c)}`,
    store: store(),
    handler: (c) => c.json({ message: TOO_MANY_ATTEMPTS, code: ErrorCode.rateLimited }, 429),
  });
