import type { Deps } from '../../core/deps.js';
import { KICK_EVENTS, type KickRuntime } from './runtime.js';

type Log = Pick<Console, 'info' | 'error'>;

/** Every 10 minutes: Kick drops a subscription whose deliveries keep failing, so it is looked for again. */
export const KICK_CHECK_EVERY_MS = 10 * 60_000;

/**
 * Lists the app's subscriptions and subscribes to the missing ones (idempotent: listing first), for the
 * channel's broadcaster (resolved from KICK_CHANNEL), and keeps their ids: a delivery counts only under
 * one of them. Also refreshes Kick's public key when the API gives one. The webhook URL itself is set in
 * Kick's developer settings, not here (the docs say so). `subscribe: false` only looks (a ROLE=web
 * process, or an id not seen yet): one process subscribes. A run under way is shared, not repeated.
 */
export function checkKickConnection(rt: KickRuntime, log: Log, now: Date, subscribe = true): Promise<void> {
  if (rt.sync.running) return rt.sync.running;
  const run = syncWithKick(rt, log, now, subscribe).finally(() => {
    rt.sync.running = null;
    rt.sync.endedAt = Date.now();
  });
  rt.sync.running = run;
  return run;
}

async function syncWithKick(rt: KickRuntime, log: Log, now: Date, subscribe: boolean) {
  if (subscribe) {
    try {
      rt.setKey(await rt.api.publicKey());
    } catch (err) {
      log.error(`[kick] public key not refreshed, keeping the one at hand: ${(err as Error).message}`);
    }
  }
  try {
    const token = await rt.api.appToken();
    rt.connection.appTokenValid = true;
    const broadcaster = await rt.api.broadcasterId(token, rt.config.channel);
    if (broadcaster === null) throw new Error(`no Kick channel named ${rt.config.channel}`);
    const have = (await rt.api.listSubscriptions(token)).filter((s) => s.broadcasterUserId === broadcaster);
    const missing = subscribe ? KICK_EVENTS.filter((e) => !have.some((s) => s.event === e)) : [];
    const made = missing.length > 0 ? await rt.api.subscribe(token, broadcaster, missing) : [];
    // Event names only: the ids are the site's secret.
    if (made.length > 0) log.info(`[kick] subscribed to ${made.map((s) => s.event).join(', ')}`);
    const ours = [...have, ...made];
    rt.connection.subscriptionIds = new Map(ours.map((s) => [s.id, s.event]));
    rt.connection.subscriptions = [...new Set(ours.map((s) => s.event))];
    rt.connection.broadcasterUserId = broadcaster;
  } catch (err) {
    rt.connection.appTokenValid = false;
    log.error(`[kick] connection check failed: ${(err as Error).message}`);
  }
  rt.connection.checkedAt = now.toISOString();
}

/**
 * At start (ROLE=all or projector): deliveries recorded but not processed (a crash between the webhook's
 * answer and its work) are processed, then the connection is checked now and every 10 minutes.
 */
export async function startKickBackground(
  deps: Deps,
  rt: KickRuntime,
  pending: () => Promise<string[]>,
  log: Log,
): Promise<() => Promise<void>> {
  for (const id of await pending()) rt.enqueue(id);
  await rt.idle();
  const check = () => checkKickConnection(rt, log, deps.clock());
  void check();
  const timer = setInterval(() => void check(), KICK_CHECK_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await rt.idle();
  };
}
