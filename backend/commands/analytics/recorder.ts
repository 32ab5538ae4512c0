import type { EventStore, EventToAppend } from '../../core/event-store/event-store.js';

/**
 * Page views and card clicks are many and individually unimportant: they are queued and appended
 * in short batches (one append per hourly stream, expected revision 'any'), so a burst of
 * visitors costs one disk flush per batch and never queues behind, or slows, a staff command.
 * The price: a crash loses at most the last batch window of tracking events.
 */
export interface TrackingRecorder {
  /** False when the queue is full (the caller answers 429); the event is then dropped. */
  record(streamId: string, event: EventToAppend): boolean;
  /** Appends everything queued so far (tests and shutdown). */
  flush(): Promise<void>;
  pending(): number;
}

export interface RecorderOptions {
  flushAfterMs: number;
  maxPending: number;
  log: Pick<Console, 'error'>;
}

const DEFAULTS: RecorderOptions = { flushAfterMs: 50, maxPending: 20_000, log: console };

export function createTrackingRecorder(events: EventStore, options: Partial<RecorderOptions> = {}): TrackingRecorder {
  const o = { ...DEFAULTS, ...options };
  let queue = new Map<string, EventToAppend[]>();
  let count = 0;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  async function write(batch: Map<string, EventToAppend[]>) {
    for (const [streamId, list] of batch) {
      try {
        await events.append(streamId, list, 'any');
      } catch (err) {
        // Tracking must never break anything; a lost batch is logged, not retried forever.
        o.log.error(`[tracking] ${list.length} events for ${streamId} were not recorded:`, err);
      }
    }
  }

  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    if (count === 0) return running;
    const batch = queue;
    queue = new Map();
    count = 0;
    // Batches are written one after another, so the log keeps the order requests arrived in.
    running = running.then(() => write(batch));
    return running;
  }

  return {
    record(streamId, event) {
      if (count >= o.maxPending) return false;
      const list = queue.get(streamId) ?? [];
      list.push(event);
      queue.set(streamId, list);
      count += 1;
      if (!timer) {
        timer = setTimeout(() => void flush(), o.flushAfterMs);
        timer.unref();
      }
      return true;
    },
    flush,
    pending: () => count,
  };
}
