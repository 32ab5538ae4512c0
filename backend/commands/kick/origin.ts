import { checkKickConnection } from './connection.js';
import type { KickRuntime } from './runtime.js';

/**
 * How long after a look at Kick an id not seen yet asks for another: a subscription made since (by the
 * projector, say) is found within this, and made-up ids cost Kick one listing per this at most.
 */
export const RELOOK_AFTER_MS = 30_000;

export interface DeliveryOrigin {
  /** This channel's broadcaster, null while KICK_CHANNEL is not resolved. */
  broadcaster: number | null;
  /** The event type of the site's own subscription under the delivery's id; undefined: not the site's. */
  type: string | undefined;
}

/**
 * Kick signs every app's deliveries with one key, so the signature says only "from Kick". A delivery is
 * this site's when it comes under a subscription the site made, of the header's type, about this
 * channel's broadcaster; this answers what that takes, looking at Kick again when either is unknown.
 */
export async function deliveryOrigin(rt: KickRuntime, subscriptionId: string, now: Date): Promise<DeliveryOrigin> {
  const c = rt.connection;
  if (c.broadcasterUserId === null || !c.subscriptionIds.has(subscriptionId)) {
    if (rt.sync.running) await rt.sync.running;
    else if (Date.now() - rt.sync.endedAt >= RELOOK_AFTER_MS) await checkKickConnection(rt, rt.log, now, false);
  }
  return { broadcaster: c.broadcasterUserId, type: c.subscriptionIds.get(subscriptionId) };
}
