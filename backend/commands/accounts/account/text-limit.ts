import { backoffKey } from '../../../http/login-backoff.js';

/**
 * At most `limit` uses per window for one typed text (normalised and hashed like the login backoff's
 * keys, never a looked-up account, so a known address is limited exactly like an unknown one).
 * In this process's memory, bounded: the oldest keys are forgotten first.
 */
export function perTextLimit(limit: number, windowMs: number, maxKeys = 50_000) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts one use; false when the text has had its `limit` in the current window. */
    take(text: string, now: number) {
      const key = backoffKey(text);
      const kept = windows.get(key);
      const entry = kept && now - kept.start < windowMs ? kept : { start: now, count: 0 };
      windows.delete(key);
      windows.set(key, entry);
      if (windows.size > maxKeys) windows.delete(windows.keys().next().value!);
      if (entry.count >= limit) return false;
      entry.count += 1;
      return true;
    },
  };
}
