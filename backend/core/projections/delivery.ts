import type { RecordedEvent } from '../event-store/event-store.js';
import { START } from '../event-store/event-store.js';
import type { ReadStore } from '../read-store/read-store.js';
import { upcastRecorded } from '../event-types.js';
import { ownedStore } from './ownership.js';
import type { ChangeNotice, Projection } from './projection.js';

/** One projection as the reader hands it events: its own view of the store and where it stands. */
interface Route {
  p: Projection;
  store: ReadStore;
  /** It had every event up to here when the reader began (its checkpoint). */
  from: number;
  /** The last event it applied in this process. */
  last: number;
  /** The events of the batch being delivered, for a projection that applies batches. */
  batch: RecordedEvent[];
}

const NONE: Route[] = [];

/**
 * Hands the events of a batch to the projections that handle them: each event, parsed once, to every
 * projection of its type that has not had it (one resumed ahead of the others skips what it had), event
 * by event to most and at once to those that apply batches. The routes are worked out once, so a
 * replay of hundreds of thousands of events looks up only each event's type.
 */
export class Delivery {
  private readonly routes: Route[];
  private readonly byType = new Map<string, Route[]>();

  constructor(projections: Projection[], store: ReadStore) {
    this.routes = projections.map((p) => ({ p, store: ownedStore(store, p), from: START, last: START, batch: [] }));
    for (const r of this.routes) for (const t of r.p.handles) this.byType.set(t, [...(this.byType.get(t) ?? []), r]);
  }

  /** Where each projection resumed (by name). */
  resumed(positions: ReadonlyMap<string, number>) {
    for (const r of this.routes) r.from = positions.get(r.p.name) ?? START;
  }

  /** Applies the events, in order; a failure propagates, with what was applied before it noted (`handled`). */
  async deliver(events: RecordedEvent[], notices: ChangeNotice[]) {
    for (const r of this.routes) r.batch = []; // what a delivery that failed part way left is delivered again
    const batched: Route[] = []; // in the order of their first event
    for (const stored of events) {
      const routes = this.byType.get(stored.type) ?? NONE;
      const e = routes.length > 0 ? upcastRecorded(stored) : stored; // lifted once for all its readers
      for (const r of routes) {
        if (e.position <= r.from) continue;
        if (r.p.applyBatch) {
          if (r.batch.length === 0) batched.push(r);
          r.batch.push(e);
          continue;
        }
        collect(notices, await r.p.apply(e, r.store), [e.metadata.correlationId]);
        r.last = e.position;
      }
    }
    for (const r of batched) {
      collect(notices, await r.p.applyBatch!(r.batch, r.store), [...new Set(r.batch.map((e) => e.metadata.correlationId))]);
      r.last = r.batch.at(-1)!.position;
    }
  }

  /** Notes, per projection, the last event it applied in this process. */
  handled(into: Map<string, number>) {
    for (const r of this.routes) if (r.last !== START) into.set(r.p.name, r.last);
  }
}

/** A projection's notices, each marked with the requests that caused it (copies: projections reuse constant notices). */
function collect(into: ChangeNotice[], notices: ChangeNotice[] | void, correlationIds: string[]) {
  const known = correlationIds.every((id) => typeof id === 'string' && id !== '');
  if (notices) for (const n of notices) into.push(known ? { ...n, correlationIds } : n);
}
