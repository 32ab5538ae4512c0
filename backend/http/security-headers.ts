import type { MiddlewareHandler } from 'hono';
import { arrivedOverHttps, compileTrust, type TrustProxy } from './proxy.js';

/** The site's policy: its own scripts only, images from anywhere, sockets to itself, never framed. */
const CSP = [
  "default-src 'self'",
  "img-src 'self' data: blob: https: http:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "connect-src 'self' ws: wss:",
  "font-src 'self' data:",
  // The home page's Kick player (docs/kick.md); nothing else may be framed.
  'frame-src https://player.kick.com',
  // Nobody frames the site, the overlays included: OBS loads them directly as browser sources. The one
  // framing policy, said twice: here and in X-Frame-Options (DENY) for browsers without CSP.
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

/**
 * What Hono's secureHeaders sent (its defaults, without Cross-Origin-Embedder-Policy, with the CSP
 * above), written out once: a response built ahead (ready answers, the SPA's files) carries them in its
 * own header object, so serving it touches no header at all.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CSP,
  'cross-origin-resource-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/**
 * A JSON answer is never a document: no script runs in it, nothing renders or frames it. What protects
 * it is the OWASP REST set (no sniffing it as HTML, no framing, HTTPS only, no cross-origin reads, no
 * referrer), and a policy that forbids everything should a browser ever open it. The document-only
 * headers above would be ~400 bytes more on every API answer and protect nothing there.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

export const HSTS = 'max-age=15552000; includeSubDomains';

/**
 * Strict-Transport-Security on answers that came over HTTPS only (a TLS socket, or a trusted proxy's
 * X-Forwarded-Proto): over plain HTTP it means nothing to a browser and misstates the site. The first
 * middleware of the app, so every answer passes (ready answers and the SPA's files build a fresh
 * Headers per response: setting one here touches no shared object).
 */
export const strictTransportOverHttps = (trustProxy: TrustProxy): MiddlewareHandler => {
  const trust = compileTrust(trustProxy);
  return async (c, next) => {
    await next();
    if (arrivedOverHttps(c, trust)) c.res.headers.set('strict-transport-security', HSTS);
  };
};

const SEALED = Symbol('headers final');

/** Marks a response whose headers are final (security headers in, encoding chosen): later middleware leaves it be. */
export function sealed(res: Response): Response {
  (res as Response & { [SEALED]?: true })[SEALED] = true;
  return res;
}
export const isSealed = (res: Response) => (res as Response & { [SEALED]?: true })[SEALED] === true;

/**
 * Adds security headers (the document set unless told otherwise) to every response not sealed. A header
 * the handler set itself wins: an uploaded file keeps its own `default-src 'none'; sandbox` policy.
 */
export const securityHeaders =
  (set: Readonly<Record<string, string>> = SECURITY_HEADERS): MiddlewareHandler =>
  async (c, next) => {
    await next();
    if (isSealed(c.res)) return;
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(set)) if (!headers.has(name)) headers.set(name, value);
  };

/**
 * API answers made per request are for the one reader who asked (a member's points, a staff list):
 * no cache, shared or private, keeps them unless the route says otherwise. Ready answers are sealed
 * with their own `no-cache` and an ETag.
 */
export const noStoreByDefault = (): MiddlewareHandler => async (c, next) => {
  await next();
  if (!isSealed(c.res) && !c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
};
