import type { MemberKeys, SubjectKey } from './member-keys.js';

/** Keys are 32 bytes: 10 000 of them are about a megabyte, enough for a rebuild to read each key once. */
export const KEY_CACHE_SIZE = 10_000;
/**
 * How long a key is trusted from memory. An erasure evicts the key in its own process at once; another
 * process on the same key store (several servers on one data folder) drops it within this time.
 */
export const KEY_CACHE_TTL_MS = 60_000;

interface Entry {
  state: SubjectKey;
  at: number;
}

/** A bounded, least-recently-used cache of subjects' keys in front of the key store. */
export function createKeyCache(keys: MemberKeys, size = KEY_CACHE_SIZE, ttlMs = KEY_CACHE_TTL_MS) {
  const entries = new Map<string, Entry>();
  const remember = (subject: string, state: SubjectKey) => {
    entries.delete(subject);
    entries.set(subject, { state, at: Date.now() });
    if (entries.size > size) entries.delete(entries.keys().next().value!);
    return state;
  };
  const cached = (subject: string) => {
    const hit = entries.get(subject);
    // An erased subject stays erased: only a live key grows stale.
    if (!hit || ('key' in hit.state && Date.now() - hit.at > ttlMs)) return undefined;
    entries.delete(subject);
    entries.set(subject, hit);
    return hit.state;
  };
  return {
    /** The key to seal with, made on first use. */
    async forWriting(subject: string): Promise<SubjectKey> {
      return cached(subject) ?? remember(subject, await keys.keyFor(subject));
    },
    /** The key to open with; a subject the store does not know reads as erased. */
    async forReading(subject: string): Promise<SubjectKey> {
      return cached(subject) ?? remember(subject, (await keys.keyOf(subject)) ?? { erased: true, pseudonym: null });
    },
    forget(subjects: readonly string[]) {
      for (const s of subjects) entries.delete(s);
    },
  };
}
export type KeyCache = ReturnType<typeof createKeyCache>;
