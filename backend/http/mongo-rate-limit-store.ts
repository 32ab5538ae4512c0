import type { ClientRateLimitInfo, Store } from 'hono-rate-limiter';
import type { Collection, MongoClient } from 'mongodb';
import { isMongoUnreachable } from '../core/read-store/mongo-client.js';
import { StartupError } from './mongo-connection.js';
import { loginBackoffCollection, MongoLoginBackoff } from './mongo-login-backoff.js';
import { lineLog } from '../core/log.js';

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
 * too, and a limiter must not turn an outage into refused logins. Any other error (no right, an update the
 * server does not support) is not an outage and fails the request: a limiter that silently lets everything
 * through is no limiter. `checkMongoLimits` makes sure at start that there is none.
 */
export class MongoRateLimitStore implements Store {
  private windowMs = 60_000;
  private failing = false;
  readonly localKeys = false;

  constructor(
    private readonly counters: Collection<Counter>,
    private readonly log: Pick<Console, 'error'> = lineLog(),
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
      if (!isMongoUnreachable(err)) throw err;
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

/** Opens the shared counters and login backoff (with their expiry indexes) on the process's client, and checks them. */
export async function openMongoRateLimits(client: MongoClient, log: Pick<Console, 'error'> = lineLog()) {
  const counters = client.db().collection<Counter>(RATE_LIMITS);
  await counters.createIndex({ resetTime: 1 }, { expireAfterSeconds: 0 });
  const backoffs = await loginBackoffCollection(client.db());
  const limits = { store: () => new MongoRateLimitStore(counters, log), loginBackoff: new MongoLoginBackoff(backoffs, log) };
  await checkMongoLimits(limits);
  return limits;
}

/**
 * Runs each limiter's update once on a key of its own, so that a server that refuses it (an old version
 * without pipeline updates, a user without the right to write) stops the start with a clear message
 * instead of failing every login later.
 */
export async function checkMongoLimits(limits: { store: () => MongoRateLimitStore; loginBackoff: MongoLoginBackoff }) {
  const probe = `_startup-check-${process.pid}`;
  try {
    const store = limits.store();
    store.init({ windowMs: 1000 });
    await store.increment(probe);
    await store.resetKey(probe);
    const attempt = await limits.loginBackoff.begin(probe, Date.now());
    if (attempt.key) await limits.loginBackoff.succeeded(attempt.key);
  } catch (err) {
    const reason = err instanceof Error ? err.message.split('\n')[0] : String(err);
    throw new StartupError(`MongoDB refuses the rate limiter's update, so logins cannot be limited: ${reason}`);
  }
}
