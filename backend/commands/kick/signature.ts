import { createHash, createHmac, createPublicKey, type KeyObject, randomBytes, timingSafeEqual, verify } from 'node:crypto';

/** Kick's published webhook key (KickDevDocs `events/webhook-security.md`), used until the API answers. */
export const KICK_PUBLISHED_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAq/+l1WnlRrGSolDMA+A8
6rAhMbQGmQ2SapVcGM3zq8ANXjnhDWocMqfWcTd95btDydITa10kDvHzw9WQOqp2
MZI7ZyrfzJuz5nhTPCiJwTwnEtWft7nV14BYRDHvlfqPUaZ+1KR4OCaO/wWIk/rQ
L/TjY0M70gse8rlBkbo2a8rKhu69RQTRsoaf4DVhDPEeSeI5jVrRDGAMGL3cGuyY
6CLKGdjVEM78g3JfYOvDU/RvfqD7L89TZ3iN94jrmWdGz34JNlEI5hqK8dd7C5EF
BEbZ5jgB8s8ReQV8H+MkuffjdAj3ajDDX3DOJMIut1lBrUVD1AaSrGCKHooWoL2e
twIDAQAB
-----END PUBLIC KEY-----
`;

/** Deliveries older (or further ahead) than this are refused: a captured request cannot be replayed later. */
export const KICK_MAX_SKEW_MS = 5 * 60_000;

export const parsePublicKey = (pem: string): KeyObject => createPublicKey(pem);

export interface SignedDelivery {
  messageId: string;
  timestamp: string;
  rawBody: string;
  signature: string;
}

/**
 * RSA PKCS#1 v1.5 with SHA-256 over `<message id>.<timestamp>.<raw body>`, base64 in the header.
 * The raw body as received: re-serialised JSON would not match what Kick signed.
 */
export function kickSignatureValid(key: KeyObject, d: SignedDelivery): boolean {
  const signed = Buffer.from(`${d.messageId}.${d.timestamp}.${d.rawBody}`);
  const signature = Buffer.from(d.signature, 'base64');
  if (signature.length === 0) return false;
  try {
    return verify('sha256', signed, key, signature);
  } catch {
    return false;
  }
}

/** An RFC 3339 timestamp within the allowed skew of `now`. */
export function kickTimestampFresh(timestamp: string, now: Date): boolean {
  const at = Date.parse(timestamp);
  return Number.isFinite(at) && Math.abs(now.getTime() - at) <= KICK_MAX_SKEW_MS;
}

const base64url = (b: Buffer) => b.toString('base64url');

/** PKCE S256: the challenge is base64url(SHA-256(verifier)) (RFC 7636). */
export const pkceChallenge = (verifier: string) => base64url(createHash('sha256').update(verifier).digest());

/** How long a started link may take before its callback is refused. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

/**
 * The OAuth `state` binds the callback to the session that started it, and the PKCE verifier is derived
 * from it with the server's secret: nothing is stored between the two requests (any instance behind
 * the load balancer can take the callback), and the verifier never leaves the server.
 * state = <nonce>.<issued ms>.<HMAC(secret, session, nonce, issued)>
 *
 * Kept stateless on purpose (issue 38): a state is not marked used, so it can be replayed, but only by
 * the same session within 10 minutes, and the code Kick sends with it is single use on Kick's side:
 * a replay gains nothing that session could not do by starting the link again.
 */
export function newOAuthState(secret: string, sessionId: string, now: Date): string {
  const head = `${base64url(randomBytes(16))}.${now.getTime()}`;
  return `${head}.${mac(secret, `kick-state:${sessionId}:${head}`)}`;
}

export function oauthStateValid(secret: string, sessionId: string, state: string, now: Date): boolean {
  const parts = state.split('.');
  if (parts.length !== 3) return false;
  const [nonce, issued, tag] = parts as [string, string, string];
  const expected = Buffer.from(mac(secret, `kick-state:${sessionId}:${nonce}.${issued}`));
  const given = Buffer.from(tag);
  const age = now.getTime() - Number(issued);
  return given.length === expected.length && timingSafeEqual(given, expected) && age >= 0 && age <= OAUTH_STATE_TTL_MS;
}

/** 43 characters of base64url (RFC 7636 asks for 43 to 128). */
export const pkceVerifier = (secret: string, state: string) => mac(secret, `kick-pkce:${state}`);

const mac = (secret: string, text: string) => base64url(createHmac('sha256', secret).update(text).digest());
