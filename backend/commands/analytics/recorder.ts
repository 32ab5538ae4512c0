import type { EventStore, EventToAppend } from '../../core/event-store/event-store.js';

/**
 * Page views and card clicks are many and individually unimportant: they are written in group commits,
 * one transaction per batch when the store offers it (SQLite: a worker thread with its own connection, so
 * the disk flush never blocks commands), else one append per hourly stream with expected revision 'any'.
 * A visitor's request is answered only once its batch is on disk, so an acknowledged page view survives a
 * crash. Group commit without a timer: an idle recorder writes what arrived in the same turn of the event
 * loop at once; while a write is in flight the next batch gathers, and goes the moment that write ends.
 * So a lone visitor waits for one commit, and a flood costs one commit per batch, however large.
 */
export interface TrackingRecorder {
  /**
   * False when the queue is full (the caller answers 429; the event is dropped). Else a promise that
   * resolves once the event is durably recorded and rejects when its batch could not be written.
   */
  record(streamId: string, event: EventToAppend): false | Promise<void>;
  /** Writes everything queued so far (tests and shutdown); never rejects. */
  flush(): Promise<void>;
  /** Events accepted and not yet on disk: the gathering batch and the one being written. */
  pending(): number;
}

export interface RecorderOptions {
  /** How long an idle recorder gathers before writing; 0 (the default) writes at the end of this turn. */
  flushAfterMs: number;
  /** Accepted events not yet on disk (gathering and being written) past which new ones are refused. */
  maxPending: number;
  log: Pick<Console, 'error'>;
}

const DEFAULTS: RecorderOptions = { flushAfterMs: 0, maxPending: 20_000, log: console };

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
  let inFlight = 0;
  let writing: Promise<void> | null = null;
  let timer: { cancel: () => void } | null = null;

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

  /** One batch at a time, so the log keeps the order requests arrived in. */
  function startWrite() {
    const full = batch;
    inFlight = count;
    batch = newBatch();
    count = 0;
    writing = writeLogged(full, inFlight).then(() => {
      inFlight = 0;
      writing = null;
      if (count > 0) startWrite(); // what gathered during that commit goes now, as one batch
    });
  }

  function schedule() {
    if (timer || writing) return; // a write in flight starts the next one when it ends
    const fire = () => {
      timer = null;
      if (count > 0 && !writing) startWrite();
    };
    if (o.flushAfterMs > 0) {
      const t = setTimeout(fire, o.flushAfterMs);
      t.unref();
      timer = { cancel: () => clearTimeout(t) };
    } else {
      const t = setImmediate(fire);
      timer = { cancel: () => clearImmediate(t) };
    }
  }

  async function flush(): Promise<void> {
    timer?.cancel();
    timer = null;
    while (writing || count > 0) {
      if (!writing) startWrite();
      await writing;
    }
  }

  return {
    record(streamId, event) {
      if (count + inFlight >= o.maxPending) return false;
      const list = batch.streams.get(streamId) ?? [];
      list.push(event);
      batch.streams.set(streamId, list);
      count += 1;
      schedule();
      return batch.done;
    },
    flush,
    pending: () => count + inFlight,
  };
}
