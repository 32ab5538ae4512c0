import type { ClientRateLimitInfo, Store } from 'hono-rate-limiter';
import { type Collection, MongoClient } from 'mongodb';
import { loginBackoffCollection, MongoLoginBackoff } from './mongo-login-backoff.js';

/** Hit counters of every instance, one document per key and window; MongoDB drops those whose window ended. */
export const RATE_LIMITS = '_rateLimits';

interface Counter {
  _id: string;
  totalHits: number;
  resetTime: Date;
}

/**
 * A rate-limit store shared by all instances (MONGO_URL): a limit of 10 a minute is 10 across the site,
 * not 10 per instance. One atomic update counts a hit and starts a new window when the last one ended.
 * While MongoDB cannot be reached requests are let through (logged once): the read models are down then
 * too, and a limiter must not turn an outage into refused logins.
 */
export class MongoRateLimitStore implements Store {
  private windowMs = 60_000;
  private failing = false;
  readonly localKeys = false;

  constructor(
    private readonly counters: Collection<Counter>,
    private readonly log: Pick<Console, 'error'> = console,
  ) {}

  init(options: { windowMs: number }) {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = new Date();
    const open = { $gt: ['$resetTime', now] };
    try {
      const doc = await this.counters.findOneAndUpdate(
        { _id: key },
        [
          {
            $set: {
              totalHits: { $cond: [open, { $add: ['$totalHits', 1] }, 1] },
              resetTime: { $cond: [open, '$resetTime', new Date(now.getTime() + this.windowMs)] },
            },
          },
        ],
        { upsert: true, returnDocument: 'after' },
      );
      this.failing = false;
      return { totalHits: doc?.totalHits ?? 1, resetTime: doc?.resetTime };
    } catch (err) {
      if (!this.failing) this.log.error('[rate-limit] MongoDB did not answer; letting requests through meanwhile:', err);
      this.failing = true;
      return { totalHits: 0 };
    }
  }

  async decrement(key: string) {
    await this.counters.updateOne({ _id: key, totalHits: { $gt: 0 } }, { $inc: { totalHits: -1 } }).catch(() => undefined);
  }

  async resetKey(key: string) {
    await this.counters.deleteOne({ _id: key }).catch(() => undefined);
  }
}

/** Opens the shared counters and login backoff (with their expiry indexes) for the app's limiters. */
export async function openMongoRateLimits(url: string, log: Pick<Console, 'error'> = console) {
  const client = await MongoClient.connect(url);
  const counters = client.db().collection<Counter>(RATE_LIMITS);
  await counters.createIndex({ resetTime: 1 }, { expireAfterSeconds: 0 });
  const backoffs = await loginBackoffCollection(client.db());
  return {
    store: () => new MongoRateLimitStore(counters, log),
    loginBackoff: new MongoLoginBackoff(backoffs, log),
    close: () => client.close(),
  };
}
