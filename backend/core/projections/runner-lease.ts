import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { isDuplicateKeyError, type ReadStore } from '../read-store/read-store.js';

/** Where the lease lives: beside the read models it protects. */
export const LEASES = '_leases';
const PROJECTIONS = 'projections';

interface LeaseDoc {
  _id: string;
  owner: string;
  expiresAt: number;
  [key: string]: unknown;
}

export interface LeaseOptions {
  /** How long a lease lasts without a heartbeat: a process that died frees it after this long. */
  ttlMs?: number;
  /** How often the holder renews it (well within the ttl). */
  heartbeatMs?: number;
  now?: () => number;
  /** Called once when a heartbeat finds the lease taken by another (or cannot renew it in time). */
  onLost?: (holder: string | null) => void;
}

export interface Lease {
  readonly owner: string;
  held(): boolean;
  release(): Promise<void>;
}

/** This process, as the lease names it: readable in the refusal an operator sees. */
export const leaseOwner = (role: string) => `${role}@${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * The projector lease: one document with an owner and an expiry, taken and renewed by a conditional
 * update (ours, or expired), so that exactly one process on a MongoDB runs the projections or a rebuild.
 * Two that try at once both upsert the one `_id`; the server lets one insert and refuses the other with a
 * duplicate key. Returns the lease, or the current holder when another has it.
 */
export async function takeLease(
  store: ReadStore,
  owner: string,
  options: LeaseOptions = {},
): Promise<{ lease: Lease } | { holder: string }> {
  const { ttlMs = 15_000, heartbeatMs = 5_000, now = Date.now, onLost } = options;
  const docs = store.collection<LeaseDoc>(LEASES);
  const claim = async () => {
    const t = now();
    try {
      await docs.updateOne(
        { _id: PROJECTIONS, $or: [{ owner }, { expiresAt: { $lt: t } }] },
        { $set: { owner, expiresAt: t + ttlMs } },
        { upsert: true },
      );
      return true;
    } catch (err) {
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
  };
  if (!(await claim())) return { holder: (await docs.findOne({ _id: PROJECTIONS }))?.owner ?? 'another process' };

  let held = true;
  const lose = async () => {
    if (!held) return;
    held = false;
    clearInterval(timer);
    onLost?.((await docs.findOne({ _id: PROJECTIONS }).catch(() => null))?.owner ?? null);
  };
  let renewedAt = now();
  const timer = setInterval(() => {
    claim().then(
      (ok) => (ok ? (renewedAt = now()) : void lose()),
      // A failed renewal is not a loss yet; a lease not renewed within its ttl may be someone else's.
      () => (now() - renewedAt >= ttlMs ? void lose() : undefined),
    );
  }, heartbeatMs);
  timer.unref();
  return {
    lease: {
      owner,
      held: () => held,
      async release() {
        if (!held) return;
        held = false;
        clearInterval(timer);
        await docs.deleteOne({ _id: PROJECTIONS, owner });
      },
    },
  };
}
