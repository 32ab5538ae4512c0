import { type AllStreamSubscription, type EventStoreDBClient, excludeSystemEvents } from '@eventstore/db-client';
import type { EventBatchHandler, RecordedEvent, Subscription } from './event-store.js';
import { backoffMs, isPermanent } from './eventstoredb-faults.js';
import { fromPosition, isSystem, toRecorded } from './eventstoredb-records.js';

/** Largest batch a subscription hands over at once. */
const MAX_BATCH = 2000;

/** A handler's own failure, told apart from the connection's on the way out of the delivery loop. */
class HandlerFailed extends Error {
  constructor(override readonly cause: unknown) {
    super('subscription handler failed');
  }
}

const describe = (err: unknown) => {
  const type = (err as { type?: unknown } | null)?.type;
  const message = err instanceof Error ? err.message : String(err);
  return typeof type === 'string' && !message.includes(type) ? `${type}: ${message}` : message;
};

export interface SubscriptionSettings {
  after: number;
  handler: EventBatchHandler;
  onError?: (err: unknown) => void;
  log: Pick<Console, 'warn'>;
  resubscribeDelayMs: number;
  maxResubscribeDelayMs: number;
  exit: (line: string) => void;
}

/**
 * A catch-up subscription to $all that outlasts connection trouble: it resubscribes after the last handled
 * event with exponential backoff and jitter, and stops the process on an error that waiting cannot cure.
 */
export function subscribeToAllEvents(
  client: Pick<EventStoreDBClient, 'subscribeToAll'>,
  subscriptions: Set<Subscription>,
  { after, handler, onError, log, resubscribeDelayMs, maxResubscribeDelayMs, exit }: SubscriptionSettings,
): Subscription {
  let position = after;
  let running = true;
  let current: AllStreamSubscription | null = null;
  let wake: (() => void) | null = null;
  let failures = 0;
  const dispose = async (sub: AllStreamSubscription) => {
    await sub.unsubscribe().catch(() => undefined);
    sub.destroy(); // ends the for-await below, which unsubscribe alone does not
  };

  /**
   * Hands the subscription's events over in batches: whatever has arrived while the previous batch
   * was handled (the stream buffers it). `position` moves only past handled events, so a resubscription
   * starts right after the last one and never delivers an event twice or skips one.
   */
  async function deliver(sub: AllStreamSubscription) {
    let batch: RecordedEvent[] = [];
    for await (const resolved of sub) {
      if (!running) return;
      const e = resolved.event;
      if (e && !isSystem(e)) {
        const event = toRecorded(e);
        if (event.position > (batch.at(-1)?.position ?? position)) batch.push(event);
      }
      if (batch.length > 0 && (batch.length >= MAX_BATCH || sub.readableLength === 0)) {
        try {
          await handler(batch);
        } catch (err) {
          throw new HandlerFailed(err);
        }
        position = batch.at(-1)!.position;
        failures = 0; // delivering again: the next drop starts the backoff afresh
        batch = [];
      }
    }
  }

  const subscription: Subscription = {
    async stop() {
      running = false;
      subscriptions.delete(subscription);
      wake?.();
      if (current) await dispose(current);
      await loop;
    },
  };
  const loop = (async () => {
    while (running) {
      const sub = (current = client.subscribeToAll({ fromPosition: fromPosition(position), filter: excludeSystemEvents() }));
      try {
        await deliver(sub);
        if (running) throw new Error('EventStoreDB subscription ended unexpectedly');
      } catch (err) {
        if (!running) break;
        if (err instanceof HandlerFailed) {
          // The one thing onError means: stopped for good, nothing more comes from here.
          running = false;
          subscriptions.delete(subscription);
          onError?.(err.cause);
          break;
        }
        if (isPermanent(err)) {
          // Waiting will not change the server's answer: stop, and let the supervisor restart the process.
          running = false;
          subscriptions.delete(subscription);
          exit(`[eventstoredb] subscription to $all refused for good (${describe(err)}); stopping the process`);
          break;
        }
        // Connection trouble: ours to handle. Resubscribe from the last handled event, quietly for the caller.
        failures += 1;
        const delay = backoffMs(failures, resubscribeDelayMs, maxResubscribeDelayMs);
        log.warn(`[eventstoredb] subscription dropped at position ${position} (${describe(err)}), resubscribing in ${delay} ms`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, delay).unref();
        });
        wake = null;
      } finally {
        await dispose(sub);
      }
    }
  })();
  subscriptions.add(subscription);
  return subscription;
}
