import type { EventStore, EventToAppend } from '../../core/event-store/event-store.js';

/**
 * Page views and card clicks are many and individually unimportant: they are queued and written in
 * short batches, as one group commit when the store offers one (SQLite: a worker thread with its own
 * connection, so the disk flush never blocks commands), else one append per hourly stream with expected
 * revision 'any'. A visitor's request is answered only once its batch is on disk, so an acknowledged
 * page view survives a crash; a burst of visitors still costs one flush per batch.
 */
export interface TrackingRecorder {
  /**
   * False when the queue is full (the caller answers 429; the event is dropped). Else a promise that
   * resolves once the event is durably recorded and rejects when its batch could not be written.
   */
  record(streamId: string, event: EventToAppend): false | Promise<void>;
  /** Writes everything queued so far (tests and shutdown); never rejects. */
  flush(): Promise<void>;
  pending(): number;
}

export interface RecorderOptions {
  flushAfterMs: number;
  maxPending: number;
  log: Pick<Console, 'error'>;
}

const DEFAULTS: RecorderOptions = { flushAfterMs: 10, maxPending: 20_000, log: console };

interface Batch {
  streams: Map<string, EventToAppend[]>;
  done: Promise<void>;
  settle: (err?: Error) => void;
}

function newBatch(): Batch {
  let settle!: (err?: Error) => void;
  const done = new Promise<void>((resolve, reject) => (settle = (err) => (err === undefined ? resolve() : reject(err))));
  done.catch(() => undefined); // a batch nobody waits for (flush only) must not be an unhandled rejection
  return { streams: new Map(), done, settle };
}

export function createTrackingRecorder(events: EventStore, options: Partial<RecorderOptions> = {}): TrackingRecorder {
  const o = { ...DEFAULTS, ...options };
  let batch = newBatch();
  let count = 0;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  async function write(streams: Map<string, EventToAppend[]>) {
    if (events.appendGroup) return events.appendGroup([...streams]);
    for (const [streamId, list] of streams) await events.append(streamId, list, 'any');
  }

  async function writeLogged(b: Batch, size: number) {
    try {
      await write(b.streams);
      b.settle();
    } catch (err) {
      // Tracking must never break anything else: the visitors of this batch get an error, nothing retries forever.
      o.log.error(`[tracking] a batch of ${size} events was not recorded:`, err);
      b.settle(err instanceof Error ? err : new Error('tracking batch not written'));
    }
  }

  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    if (count === 0) return running;
    const full = batch;
    const size = count;
    batch = newBatch();
    count = 0;
    // Batches are written one after another, so the log keeps the order requests arrived in.
    running = running.then(() => writeLogged(full, size));
    return running;
  }

  return {
    record(streamId, event) {
      if (count >= o.maxPending) return false;
      const list = batch.streams.get(streamId) ?? [];
      list.push(event);
      batch.streams.set(streamId, list);
      count += 1;
      if (!timer) {
        timer = setTimeout(() => void flush(), o.flushAfterMs);
        timer.unref();
      }
      return batch.done;
    },
    flush,
    pending: () => count,
  };
}
