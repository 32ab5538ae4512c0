import { randomUUID } from 'node:crypto';
import { MongoClient, MongoNetworkError, MongoServerError } from 'mongodb';
import { pipelineCollection } from '../test-support/pipeline-collection.js';
import { StartupError } from './mongo-connection.js';
import { describe, expect, it } from 'vitest';
import { type BackoffDoc, LOGIN_BACKOFF, MongoLoginBackoff } from './mongo-login-backoff.js';
import { checkMongoLimits, MongoRateLimitStore, openMongoRateLimits, RATE_LIMITS } from './mongo-rate-limit-store.js';

const url = process.env.MONGO_URL;
if (!url) console.info('Shared MongoDB rate-limit check skipped: MONGO_URL is not set');

describe('MongoDB rate-limit store', () => {
  it('lets requests through, and logs once, while MongoDB does not answer', async () => {
    const errors: unknown[] = [];
    const down = { findOneAndUpdate: () => Promise.reject(new MongoNetworkError('connection 3 to 10.0.0.5:27017 closed')) };
    const store = new MongoRateLimitStore(down as never, { error: (...a: unknown[]) => errors.push(a) });
    expect(await store.increment('k')).toEqual({ totalHits: 0 });
    expect(await store.increment('k')).toEqual({ totalHits: 0 });
    expect(errors).toHaveLength(1);
  });

  it('fails the request on an error that is no outage (an update the server refuses), and logs nothing', async () => {
    const errors: unknown[] = [];
    // What MongoDB before 4.2 answers to an update given as a pipeline.
    const refused = new MongoServerError({
      message: 'BSON field update.updates.u is the wrong type array',
      code: 14,
      codeName: 'TypeMismatch',
    });
    const store = new MongoRateLimitStore({ findOneAndUpdate: () => Promise.reject(refused) } as never, {
      error: (...a: unknown[]) => errors.push(a),
    });
    await expect(store.increment('k')).rejects.toBe(refused);
    expect(errors).toEqual([]);
  });

  it('refuses to start, with one clear line, when the limiter update is refused', async () => {
    const refused = new MongoServerError({
      message: 'not authorized on app to execute command',
      code: 13,
      codeName: 'Unauthorized',
    });
    const counters = { findOneAndUpdate: () => Promise.reject(refused), deleteOne: () => Promise.resolve() };
    const loginBackoff = new MongoLoginBackoff(counters, console);
    const err = await checkMongoLimits({ store: () => new MongoRateLimitStore(counters as never), loginBackoff }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(StartupError);
    expect((err as Error).message).toBe(
      "MongoDB refuses the rate limiter's update, so logins cannot be limited: not authorized on app to execute command",
    );
  });

  it('passes the start check when both updates work', async () => {
    const loginBackoff = new MongoLoginBackoff(pipelineCollection<BackoffDoc>(), console);
    const counters = pipelineCollection<{ _id: string; totalHits: number; resetTime: Date }>();
    await checkMongoLimits({ store: () => new MongoRateLimitStore(counters as never), loginBackoff });
    expect(counters.docs.size).toBe(0); // the probe leaves nothing behind
  });

  it.skipIf(!url)('two instances count into one budget, and a new window starts from 1', async () => {
    const key = `test:${randomUUID()}`;
    const client = await MongoClient.connect(url!);
    const [a, b] = [await openMongoRateLimits(client), await openMongoRateLimits(client)];
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
      await client.close();
    }
  });

  it.skipIf(!url)('two instances share one login backoff: five failures across both, then both refuse', async () => {
    const id = `${randomUUID()}@example.com`;
    const client = await MongoClient.connect(url!);
    const [a, b] = [await openMongoRateLimits(client), await openMongoRateLimits(client)];
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
      await client.close();
    }
  });
});
