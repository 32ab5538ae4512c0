import type { EventStore, RecordedEvent, Subscription } from '../event-store/event-store.js';
import { START } from '../event-store/event-store.js';
import { ERASURE_EVENT_TYPE } from '@app/contracts';
import type { ReadStore } from '../read-store/read-store.js';
import { type Checkpoint, resumeProjections, saveCheckpoints, saveProgress } from './checkpoints.js';
import { type ChangeNotice, mergeCorrelations, type NoticeListener, type Projection } from './projection.js';
import { Delivery } from './delivery.js';
import { checkCollectionOwners, ensureProjectionIndexes } from './ownership.js';
import { Waiters } from './waiters.js';
import { lineLog } from '../log.js';

export { CHECKPOINTS } from './checkpoints.js';

const RETRY_MS = 1000;

export interface RunnerOptions {
  /** Checkpoints (and the embedded read models with them) are committed after this many events or this long. */
  commitEvery?: { events: number; ms: number };
  /** Called after each batch: the position reached, the log's head at start, and the batch's size. */
  onProgress?: (reached: number, head: number, batch: number) => void;
  /** ROLE=projector: after each batch, tell the web instances where the read models are (see saveProgress). */
  publishProgress?: boolean;
}

export interface ProjectionRunner {
  /** Resolves once every projection has caught up with the log as it was at the call. */
  start(): Promise<void>;
  /** Stops reading and commits what was applied, so the next start resumes from here. */
  stop(): Promise<void>;
  /** Resolves true when every projection has processed `position` (false after the timeout). */
  waitFor(position: number, timeoutMs?: number): Promise<boolean>;
  /** Hears each change notice, and the correlation ids of the requests behind it (absent: unknown). */
  onNotice(listener: NoticeListener): () => void;
  positions(): Record<string, number>;
  /**
   * The log position of the last event `projection` applied in this process (START before any): its
   * read model changes only when this does, however far the log moves on with events it ignores. Set
   * before any waiter is released, so an answer keyed on it is fresh for a command's next read.
   */
  lastHandled(projection: string): number;
  /** For the metrics: reading the log, waiting to resubscribe after a failure, or stopped. */
  state?(): 'running' | 'retrying' | 'stopped';
}

type Log = Pick<Console, 'error'> & Partial<Pick<Console, 'info'>>;

/**
 * One reader for all projections: it follows the log from the lowest checkpoint, parses each event once
 * and hands it to every projection that handles its type (a projection skips what it had before its
 * checkpoint). Checkpoints are committed by count and by time, with the embedded read models beside
 * them, so a start resumes from there and replays only the tail, idempotently.
 */
export function createProjectionRunner(
  events: EventStore,
  store: ReadStore,
  projections: Projection[],
  log: Log = lineLog(),
  options: RunnerOptions = {},
): ProjectionRunner {
  const commitEvery = options.commitEvery ?? { events: 5000, ms: 1000 };
  checkCollectionOwners(projections);
  const delivery = new Delivery(projections, store);
  const resumedAt = new Map<string, number>(); // each projection's position when the reader began
  const saved = new Map<string, number>(); // each projection's checkpoint as last written
  const handled = new Map<string, number>(); // each projection's last applied event, in this process
  const waiters = new Waiters();
  const listeners = new Set<NoticeListener>();
  let reached = START; // every projection has processed every event up to here
  let last: Pick<RecordedEvent, 'position' | 'streamId' | 'revision'> | null = null;
  let committed = { at: START, time: Date.now() };
  let head = START;
  let subscription: Subscription | null = null;
  let stopped = false;
  let idleCommit: NodeJS.Timeout | null = null;
  let retry: NodeJS.Timeout | null = null;
  /** An erasure was applied and its files are not yet clean (see commit). */
  let erasureApplied = false;

  // Batches and commits run one after another, so a commit never sees a batch half applied.
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = chain.then(task);
    chain = run.catch(() => undefined);
    return run;
  };

  /**
   * Hands a batch to the projections: event by event to most, all at once to those that apply batches.
   * A failure propagates: delivery stops and resumes from the batch's first event a second later (what
   * was applied of it is applied again, idempotently), so a store outage delays the read models but
   * never loses an event from them.
   */
  async function applyBatch(batch: RecordedEvent[]) {
    const notices: ChangeNotice[] = [];
    // A redelivered event was applied already.
    const fresh = batch[0]!.position > reached ? batch : batch.filter((e) => e.position > reached);
    try {
      await delivery.deliver(fresh, notices);
      delivery.handled(handled);
      if (fresh.some((e) => e.type === ERASURE_EVENT_TYPE)) erasureApplied = true;
      if (fresh.length > 0) {
        last = fresh.at(-1)!;
        reached = last.position;
        if (options.publishProgress) await publishProgress();
      }
    } finally {
      delivery.handled(handled);
      waiters.release(reached);
      publish(notices);
      options.onProgress?.(reached, head, batch.length);
    }
    // An erasure is finished only once no file keeps the old values: committed now, not by count or time.
    if (reached - committed.at > 0 && (shouldCommit(batch.length) || erasureApplied)) await commit();
    else scheduleIdleCommit();
  }

  /** A failure only delays the web instances' answers (they time out); the next batch writes it again. */
  async function publishProgress() {
    try {
      await saveProgress(store, reached, handled);
    } catch (err) {
      log.error('[projections] could not publish progress:', err);
    }
  }

  let sinceCommit = 0;
  function shouldCommit(events: number) {
    sinceCommit += events;
    return sinceCommit >= commitEvery.events || Date.now() - committed.time >= commitEvery.ms;
  }

  function scheduleIdleCommit() {
    if (idleCommit || (reached === committed.at && !erasureApplied) || stopped) return;
    idleCommit = setTimeout(() => void serial(commit).catch(() => undefined), commitEvery.ms);
    idleCommit.unref();
  }

  /** Saves every projection's checkpoint (and, embedded, the read models with it) at `reached`. */
  async function commit() {
    if (idleCommit) {
      clearTimeout(idleCommit);
      idleCommit = null;
    }
    if (reached === committed.at && !erasureApplied) return;
    try {
      if (reached !== committed.at) {
        await saveCheckpoints(store, projections, resumedAt, reached, last, saved);
        committed = { at: reached, time: Date.now() };
        sinceCommit = 0;
      }
      if (erasureApplied) {
        // The read models' file kept the erased member's old values in its WAL (docs/privacy.md).
        await store.shred?.();
        erasureApplied = false;
      }
    } catch (err) {
      // Nothing is lost: the read models in memory are right, and the next commit writes them.
      log.error('[projections] could not save checkpoints, trying again later:', err);
      scheduleIdleCommit();
    }
  }

  /** A batch's notices, each told once (projections often return the same notice), with all their requests. */
  function publish(notices: ChangeNotice[]) {
    if (listeners.size === 0) return;
    const merged = new Map<string, ChangeNotice>();
    for (const n of notices) {
      const key = `${n.topic}|${n.rooms.join(',')}|${n.ids?.join(',') ?? ''}`;
      const held = merged.get(key);
      if (!held) merged.set(key, { ...n });
      else held.correlationIds = mergeCorrelations(held.correlationIds, n.correlationIds);
    }
    for (const { correlationIds, ...n } of merged.values()) for (const l of listeners) l(n, correlationIds);
  }

  /** One live subscription at a time: a stopped one is replaced, after a pause, from the last applied event. */
  function subscribe() {
    const mine = events.subscribeToAll(
      reached,
      (batch) => serial(() => applyBatch(batch)),
      (err) => {
        if (subscription !== mine) return;
        subscription = null;
        log.error(`[projections] stopped at position ${reached}, resuming in ${RETRY_MS} ms:`, err);
        retry = setTimeout(() => {
          retry = null;
          void mine.stop().then(() => stopped || subscription || subscribe());
        }, RETRY_MS);
        retry.unref();
      },
    );
    subscription = mine;
  }

  return {
    async start() {
      head = await events.headPosition();
      const caughtUp = waiters.wait(head, Number.POSITIVE_INFINITY);
      const resumed = await resumeProjections(events, store, projections, log);
      await ensureProjectionIndexes(store, projections); // after the drops of a rebuild or version bump
      for (const [name, position] of resumed) {
        resumedAt.set(name, position);
        saved.set(name, position);
      }
      delivery.resumed(resumedAt);
      reached = Math.min(...resumed.values());
      committed = { at: reached, time: Date.now() };
      waiters.release(reached);
      if (options.publishProgress) await publishProgress();
      subscribe();
      await caughtUp;
    },
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await subscription?.stop();
      subscription = null;
      await serial(commit);
      waiters.clear();
    },
    waitFor(position, timeoutMs = 3000) {
      if (position <= reached) return Promise.resolve(true);
      return waiters.wait(position, timeoutMs);
    },
    onNotice(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    positions() {
      return Object.fromEntries(projections.map((p) => [p.name, Math.max(reached, resumedAt.get(p.name) ?? START)]));
    },
    lastHandled(projection) {
      return handled.get(projection) ?? START;
    },
    state: () => (stopped ? 'stopped' : subscription ? 'running' : 'retrying'),
  };
}

export type { Checkpoint };
