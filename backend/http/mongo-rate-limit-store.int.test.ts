import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { LOGIN_BACKOFF } from './mongo-login-backoff.js';
import { MongoRateLimitStore, openMongoRateLimits, RATE_LIMITS } from './mongo-rate-limit-store.js';

const url = process.env.MONGO_URL;
if (!url) console.info('Shared MongoDB rate-limit check skipped: MONGO_URL is not set');

describe('MongoDB rate-limit store', () => {
  it('lets requests through, and logs once, while MongoDB does not answer', async () => {
    const errors: unknown[] = [];
    const down = { findOneAndUpdate: () => Promise.reject(new Error('no primary')) };
    const store = new MongoRateLimitStore(down as never, { error: (...a: unknown[]) => errors.push(a) });
    expect(await store.increment('k')).toEqual({ totalHits: 0 });
    expect(await store.increment('k')).toEqual({ totalHits: 0 });
    expect(errors).toHaveLength(1);
  });

  it.skipIf(!url)('two instances count into one budget, and a new window starts from 1', async () => {
    const key = `test:${randomUUID()}`;
    const [a, b] = [await openMongoRateLimits(url!), await openMongoRateLimits(url!)];
    const client = await MongoClient.connect(url!);
    try {
      const [first, second] = [a.store(), b.store()];
      first.init({ windowMs: 300 });
      second.init({ windowMs: 300 });
      expect((await first.increment(key)).totalHits).toBe(1);
      expect((await second.increment(key)).totalHits).toBe(2);
      expect((await first.increment(key)).totalHits).toBe(3);
      await new Promise((r) => setTimeout(r, 350));
      expect((await second.increment(key)).totalHits).toBe(1);
      const indexes = await client.db().collection(RATE_LIMITS).indexes();
      expect(indexes.some((i) => i.key.resetTime === 1 && i.expireAfterSeconds === 0)).toBe(true);
    } finally {
      await client
        .db()
        .collection(RATE_LIMITS)
        .deleteOne({ _id: key as never });
      await Promise.all([a.close(), b.close(), client.close()]);
    }
  });

  it.skipIf(!url)('two instances share one login backoff: five failures across both, then both refuse', async () => {
    const id = `${randomUUID()}@example.com`;
    const [a, b] = [await openMongoRateLimits(url!), await openMongoRateLimits(url!)];
    const client = await MongoClient.connect(url!);
    try {
      const attempts = [];
      for (let i = 0; i < 5; i += 1) attempts.push(await (i % 2 ? a : b).loginBackoff.begin(id, 1_000));
      expect(attempts.map((t) => t.retryAfterMs)).toEqual([0, 0, 0, 0, 0]);
      // The fifth failure started a 30 s pause, whichever instance it reached.
      expect((await a.loginBackoff.begin(id, 2_000)).retryAfterMs).toBe(29_000);
      expect((await b.loginBackoff.begin(id, 2_000)).retryAfterMs).toBe(29_000);
      const indexes = await client.db().collection(LOGIN_BACKOFF).indexes();
      expect(indexes.some((i) => i.key.expireAt === 1 && i.expireAfterSeconds === 0)).toBe(true);
      await a.loginBackoff.succeeded(attempts[0]!.key!);
      expect((await b.loginBackoff.begin(id, 2_000)).retryAfterMs).toBe(0);
    } finally {
      await Promise.all([a.close(), b.close(), client.close()]);
    }
  });
});
