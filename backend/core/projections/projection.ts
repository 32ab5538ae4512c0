import type { Topic } from '@app/contracts';
import type { RecordedEvent } from '../event-store/event-store.js';
import type { ReadStore } from '../read-store/read-store.js';
import type { DomainEvent } from '../decider.js';
import type { AppEvent, Recorded } from '../event-types.js';

/** Which Socket.IO rooms hear about a change: `public`, `staff`, `user:<id>`, or one login's `session:<id>`. */
export type Room = 'public' | 'staff' | `user:${string}` | `session:${string}`;

export interface ChangeNotice {
  topic: Topic;
  ids?: string[];
  rooms: Room[];
  /**
   * The correlation ids (the requests' X-Request-Id) of the events behind the change, set by the runner
   * and handed to its listeners beside the notice: a client that made every one of them already has the
   * answer and need not refetch (issue 41). Absent: unknown, every client refetches.
   */
  correlationIds?: string[];
}

export type NoticeListener = (notice: ChangeNotice, correlationIds?: string[]) => void;

/**
 * An index a projection's queries need, on one of its own collections: the filter's equality fields
 * first, then the sort's (MongoDB's ESR rule). The embedded store indexes by itself; MongoDB creates
 * these at start (idempotently), so no query but `_id` lookups scans a collection.
 */
export interface ProjectionIndex {
  collection: string;
  keys: Record<string, 1 | -1>;
}

/**
 * A projection turns events into read-model documents. `apply` must be idempotent: the same event
 * applied twice leaves the read model as it was (use `guardedUpsert` or pure `$set`s).
 */
export interface Projection {
  name: string;
  /** Bump to rebuild this projection's collections from the start of the log. */
  version: number;
  collections: string[];
  /** What its queries (and its own lookups while applying) filter and sort by, beside `_id`. */
  indexes?: ProjectionIndex[];
  handles: ReadonlySet<string>;
  apply(event: RecordedEvent, store: ReadStore): Promise<ChangeNotice[] | void>;
  /**
   * Optional, for a projection that sees a great many events (page views): applies a batch of the
   * events it handles at once, with the same effect as `apply` on each of them in order, and as
   * idempotent. The runner uses it when present.
   */
  applyBatch?(events: RecordedEvent[], store: ReadStore): Promise<ChangeNotice[] | void>;
}

type ProjectionBase = Omit<Projection, 'handles' | 'apply' | 'applyBatch'>;

/**
 * A projection whose `apply` is typed by the event types it handles: `handles` lists them (any type
 * of `E`, the whole log by default) and `apply` receives the event narrowed to those types, its data
 * already lifted to the newest version by the reader. No cast of event data is needed, nor allowed.
 */
export function defineProjection<E extends DomainEvent = AppEvent, H extends E['type'] = E['type']>(
  p: ProjectionBase & {
    handles: readonly H[];
    apply(event: Recorded<Extract<E, { type: H }>>, store: ReadStore): Promise<ChangeNotice[] | void>;
    applyBatch?(events: Recorded<Extract<E, { type: H }>>[], store: ReadStore): Promise<ChangeNotice[] | void>;
  },
): Projection {
  // The one place a recorded event meets its type: the reader hands a projection only the types it
  // lists, upcast, and every event was checked against its contract when appended.
  return { ...(p as unknown as Omit<Projection, 'handles'>), handles: new Set<string>(p.handles) };
}

/** The requests behind two merged notices; unknown (absent) if either is. */
export const mergeCorrelations = (a: string[] | undefined, b: string[] | undefined) =>
  a && b ? [...new Set([...a, ...b])] : undefined;
