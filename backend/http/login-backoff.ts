import { createHash } from 'node:crypto';
import { normaliseClaim } from '@app/contracts';

/**
 * Per-account backoff for logins, beside the per-address limit: guesses spread over many addresses
 * still meet it, and one address behind a shared proxy no longer locks everyone out. It is keyed by
 * what was typed (normalised like the uniqueness claims, then hashed), never by a looked-up account,
 * so an unknown e-mail pauses exactly like a known one and the answer tells nothing about existence.
 * The price of any account lock: someone can pause a member's logins by guessing; the pause stays
 * short (30 s, doubling per further failure, at most 15 min) and a success clears it.
 *
 * So one account has two budgets, one for its e-mail and one for its username: a guesser gets twice
 * the attempts. Kept keyed by the text typed on purpose (issues 26 and 38): keyed on the account,
 * pausing a private e-mail would pause the public username too, and anyone could learn which username
 * an e-mail belongs to.
 */
export interface LoginBackoffOptions {
  /** Failed attempts before the first pause. */
  freeAttempts: number;
  firstPauseMs: number;
  maxPauseMs: number;
  /** An identifier with no attempt for this long starts afresh. */
  forgetAfterMs: number;
  /** Memory bound under a spray of made-up identifiers: the least recently tried are forgotten first. */
  maxKeys: number;
}

export const LOGIN_BACKOFF_DEFAULTS: LoginBackoffOptions = {
  freeAttempts: 5,
  firstPauseMs: 30_000,
  maxPauseMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
  maxKeys: 50_000,
};

type Entry = { failures: number; pausedUntil: number; lastAt: number };

export type LoginAttempt = { key: string; retryAfterMs: 0 } | { key: null; retryAfterMs: number };

/**
 * Where the failures are kept: in this process's memory (one instance), or in MongoDB so that every
 * instance behind the load balancer counts into one budget (mongo-login-backoff.ts).
 */
export interface LoginBackoff {
  /**
   * Before the password is checked: refused while the identifier is paused, else counted as a
   * failure at once (so concurrent guesses cannot all slip through before the first one fails).
   */
  begin(identifier: string, now: number): Promise<LoginAttempt>;
  /** The password was right: the identifier's failures are forgotten. */
  succeeded(key: string): Promise<void>;
}

/** What is stored for a login identifier: a hash of it normalised like the uniqueness claims, never the e-mail. */
export const backoffKey = (identifier: string) => createHash('sha256').update(normaliseClaim(identifier)).digest('base64url');

/** The pause after `failures` counted failures, 0 while they are within the free attempts. */
export const pauseAfter = (failures: number, o: LoginBackoffOptions) => {
  const over = failures - o.freeAttempts;
  return over < 0 ? 0 : Math.min(o.maxPauseMs, o.firstPauseMs * 2 ** over);
};

export function createLoginBackoff(options: Partial<LoginBackoffOptions> = {}): LoginBackoff {
  const o = { ...LOGIN_BACKOFF_DEFAULTS, ...options };
  const entries = new Map<string, Entry>(); // in order of the last attempt, oldest first

  return {
    begin(identifier, now) {
      const key = backoffKey(identifier);
      const kept = entries.get(key);
      const entry = kept && now - kept.lastAt <= o.forgetAfterMs ? kept : { failures: 0, pausedUntil: 0, lastAt: now };
      entry.lastAt = now;
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > o.maxKeys) entries.delete(entries.keys().next().value!);
      if (entry.pausedUntil > now) return Promise.resolve({ key: null, retryAfterMs: entry.pausedUntil - now });
      entry.failures += 1;
      const pause = pauseAfter(entry.failures, o);
      if (pause > 0) entry.pausedUntil = now + pause;
      return Promise.resolve({ key, retryAfterMs: 0 });
    },
    succeeded(key) {
      entries.delete(key);
      return Promise.resolve();
    },
  };
}

/** "30 saniye", "2 dakika": how long the member has to wait, rounded up. */
export const waitText = (ms: number) => (ms < 60_000 ? `${Math.ceil(ms / 1000)} saniye` : `${Math.ceil(ms / 60_000)} dakika`);

export const tooManyFailuresText = (ms: number) =>
  `Bu e-posta veya kullanıcı adıyla çok fazla hatalı giriş denemesi yapıldı. Lütfen ${waitText(ms)} sonra tekrar deneyin.`;
