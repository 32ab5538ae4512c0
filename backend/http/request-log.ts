import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Logger } from 'pino';
import type { AppEnv } from './app-env.js';
import { compileTrust, type TrustProxy } from './proxy.js';

/** What a finished request tells the metrics: bounded values only (the pattern, never the path). */
export interface FinishedRequest {
  method: string;
  route: string;
  status: number;
  seconds: number;
}

export interface RequestLogOptions {
  trustProxy: TrustProxy;
  logger: () => Logger;
  /** Called once per answered request (the HTTP metrics). */
  observe?: (request: FinishedRequest) => void;
}

/** An id a proxy may hand on: short and plain, so it cannot smuggle a line break or a payload into a log. */
const REQUEST_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

/**
 * One id per request, and one log line when it is answered. The id is the `X-Request-Id` a trusted
 * proxy (TRUST_PROXY) sent, otherwise a new UUID; it is answered in the `X-Request-Id` header and is the
 * correlation id of the events the request appends (`commandContext`), so a log line leads to its events.
 * The line names the route's pattern (`/api/cards/:id`), never the path or the query, so it carries
 * no id, no token and no personal data.
 */
export function requestLog(options: RequestLogOptions): MiddlewareHandler<AppEnv> {
  const trust = compileTrust(options.trustProxy);
  return async (c, next) => {
    const started = performance.now();
    const requestId = trustedRequestId(c, trust) ?? randomUUID();
    c.set('requestId', requestId);
    try {
      await next();
    } finally {
      // The id goes out on every answer, errors included (onError's answer is c.res by now).
      c.res.headers.set('x-request-id', requestId);
      const seconds = (performance.now() - started) / 1000;
      const done = { method: c.req.method, route: routePattern(c), status: c.res.status, seconds };
      options.observe?.(done);
      const line = {
        requestId,
        method: done.method,
        route: done.route,
        status: done.status,
        ms: Math.round(seconds * 10_000) / 10,
      };
      if (done.status >= 500) options.logger().error(line, 'request');
      else options.logger().info(line, 'request');
    }
  };
}

function trustedRequestId(c: Context, trust: ReturnType<typeof compileTrust>): string | undefined {
  if (!trust) return undefined;
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const peer = incoming?.socket?.remoteAddress;
  if (!peer || !trust(peer, 0)) return undefined;
  const sent = incoming.headers['x-request-id'];
  return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : undefined;
}

/**
 * The pattern of the route that answered or was about to: a middleware may answer first (a rate
 * limit, a ready public list), so it is the first endpoint (a one-argument handler) from there on.
 */
export function routePattern(c: Context): string {
  const routes = matchedRoutes(c);
  for (let i = Math.max(0, c.req.routeIndex); i < routes.length; i++) {
    if (routes[i]!.handler.length < 2) return routes[i]!.path;
  }
  return routes.length ? '*' : 'unmatched';
}
