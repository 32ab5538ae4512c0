import type { EventStore, RecordedEvent, Subscription } from '../event-store/event-store.js';
import { START } from '../event-store/event-store.js';
import type { ReadStore } from '../read-store/read-store.js';
import type { ChangeNotice, Projection } from './projection.js';

interface Checkpoint {
  _id: string;
  position: number;
  version: number;
  [key: string]: unknown;
}

export const CHECKPOINTS = '_checkpoints';
/** Irrelevant events only move the checkpoint in memory; it is written at most this often. */
const CHECKPOINT_EVERY = 500;
const RETRY_MS = 1000;

export interface ProjectionRunner {
  /** Resolves once every projection has caught up with the log as it was at the call. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Resolves true when every projection has processed `position` (false after the timeout). */
  waitFor(position: number, timeoutMs?: number): Promise<boolean>;
  onNotice(listener: (notice: ChangeNotice) => void): () => void;
  positions(): Record<string, number>;
  /**
   * The log position of the last event `projection` applied in this process (START before any): its
   * read model changes only when this does, however far the log moves on with events it ignores. Set
   * before any waiter is released, so an answer keyed on it is fresh for a command's next read.
   */
  lastHandled(projection: string): number;
}

export function createProjectionRunner(
  events: EventStore,
  store: ReadStore,
  projections: Projection[],
  log: Pick<Console, 'error'> = console,
): ProjectionRunner {
  const processed = new Map<string, number>();
  const handled = new Map<string, number>();
  const waiters = new Set<{ position: number; resolve: (ok: boolean) => void }>();
  const listeners = new Set<(n: ChangeNotice) => void>();
  const subscriptions: Subscription[] = [];
  const checkpoints = store.collection<Checkpoint>(CHECKPOINTS);

  const low = () => Math.min(...projections.map((p) => processed.get(p.name) ?? START));
  const settle = () => {
    const reached = low();
    for (const w of waiters) if (w.position <= reached) (waiters.delete(w), w.resolve(true));
  };
  const saveCheckpoint = (p: Projection, position: number) =>
    checkpoints.updateOne({ _id: p.name }, { $set: { position, version: p.version } }, { upsert: true });

  async function resume(p: Projection): Promise<number> {
    const cp = await checkpoints.findOne({ _id: p.name });
    if (cp && cp.version === p.version) return cp.position;
    // New projection or a new version of it: start again from an empty read model.
    for (const c of p.collections) await store.dropCollection(c);
    await saveCheckpoint(p, START);
    return START;
  }

  async function handle(p: Projection, e: RecordedEvent) {
    if (e.position <= (processed.get(p.name) ?? START)) return; // redelivered: already applied
    if (p.handles.has(e.type)) {
      // A failure propagates: the subscription stops and resumes from this event a second later,
      // so a store outage delays the read model but never loses an event from it.
      const notices = (await p.apply(e, store)) ?? [];
      handled.set(p.name, e.position);
      await saveCheckpoint(p, e.position);
      for (const n of notices) for (const l of listeners) l(n);
    } else if (e.position - (processed.get(p.name) ?? START) >= CHECKPOINT_EVERY) {
      await saveCheckpoint(p, e.position);
    }
    processed.set(p.name, e.position);
    settle();
  }

  let stopped = false;
  /** A failed subscription (store down, checkpoint write failed) is resumed from the last applied event. */
  function subscribe(p: Projection, from: number) {
    const sub = events.subscribeToAll(from, (e) => handle(p, e), (err) => {
      log.error(`[projection ${p.name}] stopped, resuming in ${RETRY_MS} ms:`, err);
      subscriptions.splice(subscriptions.indexOf(sub), 1);
      setTimeout(() => stopped || subscribe(p, processed.get(p.name) ?? START), RETRY_MS).unref();
    });
    subscriptions.push(sub);
  }

  return {
    async start() {
      const head = await events.headPosition();
      const caughtUp = this.waitFor(head, Number.POSITIVE_INFINITY);
      for (const p of projections) {
        const from = await resume(p);
        processed.set(p.name, from);
        subscribe(p, from);
      }
      settle();
      await caughtUp;
    },
    async stop() {
      stopped = true;
      await Promise.all(subscriptions.splice(0).map((s) => s.stop()));
      for (const w of waiters) w.resolve(false);
      waiters.clear();
    },
    waitFor(position, timeoutMs = 3000) {
      if (position <= low()) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const w = { position, resolve };
        waiters.add(w);
        if (Number.isFinite(timeoutMs)) {
          setTimeout(() => waiters.delete(w) && resolve(false), timeoutMs).unref();
        }
      });
    },
    onNotice(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    positions() {
      return Object.fromEntries(processed);
    },
    lastHandled(projection) {
      return handled.get(projection) ?? START;
    },
  };
}
