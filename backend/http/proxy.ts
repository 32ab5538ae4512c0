import type { Context, MiddlewareHandler } from 'hono';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyaddr from 'proxy-addr';
import type { AppEnv } from './app-env.js';

/**
 * TRUST_PROXY: off (`false`), a hop count (how many proxies stand in front of the app), or the
 * proxies' addresses and subnets (`loopback`, `10.0.0.0/8`, ...). Only a trusted proxy's
 * X-Forwarded-For and X-Forwarded-Proto are believed; anyone else could send them.
 */
export type TrustProxy = false | number | string[];

export interface ProxySettings {
  trustProxy: TrustProxy;
  /** PUBLIC_ORIGIN (`https://site.example`): what browsers call the site. */
  publicOrigin?: string;
}

type Trust = (address: string, hop: number) => boolean;

/** Throws a TypeError for an address or subnet proxy-addr cannot read (env.ts turns it into a start error). */
export function compileTrust(trust: TrustProxy): Trust | null {
  if (trust === false) return null;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyaddr.compile(trust);
}

/** The Node request behind a Hono context; absent under app.request() in tests. */
const incomingOf = (env: unknown): IncomingMessage | undefined =>
  (env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket
    ? (env as { incoming: IncomingMessage }).incoming
    : undefined;

/**
 * One request header, read from the Node request when there is one: `c.req.header()` makes
 * @hono/node-server build a whole Headers object from the raw ones, which a public GET that only asks
 * for a cookie, an ETag and an encoding does not need. Names in lower case.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = incomingOf(c.env);
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * Sets `clientAddress` (rate limits key on it) and `https` (the session cookie's Secure flag) once per
 * request, from the socket, and from the forwarded headers only when the socket's peer is trusted.
 */
export function clientInfo(settings: ProxySettings): MiddlewareHandler<AppEnv> {
  const trust = compileTrust(settings.trustProxy);
  const publicHttps = settings.publicOrigin?.startsWith('https:') ?? false;
  return async (c, next) => {
    const incoming = incomingOf(c.env);
    const peer = incoming?.socket.remoteAddress;
    c.set('clientAddress', incoming && peer && trust ? proxyaddr(incoming, trust) : (peer ?? 'unknown'));
    // A site published over HTTPS (PUBLIC_ORIGIN) only ever reaches browsers over HTTPS.
    c.set('https', arrivedOverHttps(c, trust) || publicHttps);
    await next();
  };
}

/** Whether this request came over HTTPS: a TLS socket, or what a trusted proxy says in X-Forwarded-Proto. */
export function arrivedOverHttps(c: Context, trust: Trust | null): boolean {
  const incoming = incomingOf(c.env);
  const peer = incoming?.socket.remoteAddress;
  let https = (incoming?.socket as TLSSocket | undefined)?.encrypted === true;
  if (peer && trust?.(peer, 0)) {
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    if (proto) https = proto === 'https';
  }
  return https;
}
