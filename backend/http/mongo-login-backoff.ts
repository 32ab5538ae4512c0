import type { Collection, Document } from 'mongodb';
import {
  backoffKey,
  LOGIN_BACKOFF_DEFAULTS,
  type LoginAttempt,
  type LoginBackoff,
  type LoginBackoffOptions,
} from './login-backoff.js';
import { isMongoUnreachable } from '../core/read-store/mongo-client.js';
import { lineLog } from '../core/log.js';

/** Failed logins of every instance, one document per identifier hash; MongoDB drops the forgotten ones. */
export const LOGIN_BACKOFF = '_loginBackoff';

export interface BackoffDoc {
  _id: string;
  failures: number;
  pausedUntil: number;
  lastAt: number;
  paused: boolean;
  expireAt: Date;
}

/** What the backoff needs of its collection (a MongoDB collection, or a test's double). */
export interface BackoffDocs {
  findOneAndUpdate(
    filter: { _id: string },
    update: Document[],
    options: { upsert: true; returnDocument: 'after' },
  ): Promise<BackoffDoc | null>;
  deleteOne(filter: { _id: string }): Promise<unknown>;
}

/**
 * The per-account login backoff shared by every instance (MONGO_URL): behind a load balancer, five free
 * guesses are five across the site, not five per instance. One atomic pipeline update does what the
 * in-memory backoff does (login-backoff.ts) — forget an identifier idle for an hour, refuse while it is
 * paused, else count the attempt as a failure and start the doubling pause once the free ones are used —
 * so concurrent guesses on several instances cannot slip past each other. A success deletes the
 * document. While MongoDB cannot be reached attempts are let through (logged once), as the shared rate
 * limits do: logins cannot work then anyway, since the accounts are read from MongoDB too.
 */
export class MongoLoginBackoff implements LoginBackoff {
  private readonly o: LoginBackoffOptions;
  private failing = false;

  constructor(
    private readonly docs: BackoffDocs,
    private readonly log: Pick<Console, 'error'> = lineLog(),
    options: Partial<LoginBackoffOptions> = {},
  ) {
    this.o = { ...LOGIN_BACKOFF_DEFAULTS, ...options };
  }

  async begin(identifier: string, now: number): Promise<LoginAttempt> {
    const key = backoffKey(identifier);
    try {
      const doc = await this.docs.findOneAndUpdate({ _id: key }, backoffUpdate(now, this.o), {
        upsert: true,
        returnDocument: 'after',
      });
      this.failing = false;
      return doc?.paused ? { key: null, retryAfterMs: doc.pausedUntil - now } : { key, retryAfterMs: 0 };
    } catch (err) {
      // Only an outage lets attempts through; any other error is a fault to see, not to hide (see MongoRateLimitStore).
      if (!isMongoUnreachable(err)) throw err;
      if (!this.failing) this.log.error('[login-backoff] MongoDB did not answer; letting login attempts through meanwhile:', err);
      this.failing = true;
      return { key, retryAfterMs: 0 };
    }
  }

  async succeeded(key: string) {
    await this.docs.deleteOne({ _id: key }).catch(() => undefined);
  }
}

/** The update pipeline of one attempt at `now` (exported for its test, which runs it against the in-memory backoff). */
export function backoffUpdate(now: number, o: LoginBackoffOptions): Document[] {
  const recent = { $gte: [{ $ifNull: ['$lastAt', Number.MIN_SAFE_INTEGER] }, now - o.forgetAfterMs] };
  const over = { $subtract: ['$failures', o.freeAttempts] };
  const pause = { $min: [o.maxPauseMs, { $multiply: [o.firstPauseMs, { $pow: [2, over] }] }] };
  return [
    { $set: { failures: { $cond: [recent, '$failures', 0] }, pausedUntil: { $cond: [recent, '$pausedUntil', 0] } } },
    { $set: { paused: { $gt: ['$pausedUntil', now] }, lastAt: now, expireAt: new Date(now + o.forgetAfterMs) } },
    { $set: { failures: { $cond: ['$paused', '$failures', { $add: ['$failures', 1] }] } } },
    { $set: { pausedUntil: { $cond: [{ $or: ['$paused', { $lt: [over, 0] }] }, '$pausedUntil', { $add: [now, pause] }] } } },
  ];
}

/** The shared backoff's collection, with the expiry index that forgets idle identifiers. */
export async function loginBackoffCollection(db: { collection: <T extends Document>(name: string) => Collection<T> }) {
  const docs = db.collection<BackoffDoc>(LOGIN_BACKOFF);
  await docs.createIndex({ expireAt: 1 }, { expireAfterSeconds: 0 });
  return docs;
}
