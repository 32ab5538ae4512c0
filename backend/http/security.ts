import type { MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { rateLimiter } from 'hono-rate-limiter';
import { ErrorCode } from '@app/contracts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF: refuse unsafe requests that a foreign site made the browser send. Hono's csrf middleware
 * only looks at form content types; here every unsafe method is checked, JSON included.
 */
export const sameOriginOnly: MiddlewareHandler = async (c, next) => {
  if (SAFE.has(c.req.method)) return next();
  const site = c.req.header('sec-fetch-site');
  const origin = c.req.header('origin');
  const host = c.req.header('x-forwarded-host') ?? c.req.header('host');
  let foreign = site === 'cross-site';
  if (!foreign && origin && origin !== 'null') {
    try {
      foreign = new URL(origin).host !== host;
    } catch {
      foreign = true;
    }
  } else if (origin === 'null') foreign = true;
  if (foreign) {
    return c.json({ message: 'Bu istek başka bir siteden geldiği için reddedildi.', code: ErrorCode.forbidden }, 403);
  }
  return next();
};

export const clientIp = (c: Parameters<MiddlewareHandler>[0]) => {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
};

/** Login and register attempts per client address; past the limit a Turkish 429. */
export const authRateLimit = (limit: number, windowMs = 60_000) =>
  rateLimiter({
    windowMs,
    limit,
    standardHeaders: 'draft-7',
    keyGenerator: (c) => `${c.req.path}:${clientIp(c)}`,
    handler: (c) =>
      c.json(
        { message: 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.', code: ErrorCode.rateLimited },
        429,
      ),
  });
