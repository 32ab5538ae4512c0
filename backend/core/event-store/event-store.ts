/** The event store port: one global ordered log of streams. Adapters: SQLite (embedded) and EventStoreDB. */

export interface EventMetadata {
  /** Who caused the event; null for the system (seeding, reconcilers). */
  actorId: string | null;
  actorRole: string | null;
  /** ISO time the command was accepted. */
  at: string;
  correlationId: string;
  causationId?: string | null;
}

export interface EventToAppend<T = unknown> {
  /**
   * The event's own id (a UUID), the same on every retry of an append whose outcome is unknown, so a store
   * that checks ids (EventStoreDB) writes it once. See eventIdOf.
   */
  id?: string;
  type: string;
  data: T;
  metadata: EventMetadata;
}

export interface RecordedEvent<T = unknown> extends EventToAppend<T> {
  streamId: string;
  /** 0-based index of the event in its stream. */
  revision: number;
  /** Position in the global log; strictly increasing in append order. */
  position: number;
}

/** 'no_stream': the stream must not exist; a number: its last revision must be exactly that. */
export type ExpectedRevision = 'any' | 'no_stream' | number;

export interface AppendResult {
  nextExpectedRevision: number;
  /** Global position of the last appended event. */
  position: number;
}

export interface Subscription {
  stop(): Promise<void>;
}

/** Receives the events of a subscription in order, a batch at a time (never an empty one). */
export type EventBatchHandler = (events: RecordedEvent[]) => Promise<void> | void;

export interface EventStore {
  append(streamId: string, events: EventToAppend[], expectedRevision: ExpectedRevision): Promise<AppendResult>;
  /**
   * The events of one stream in order, from revision `fromRevision` on (default 0: all of them); [] when
   * the stream does not exist or has nothing from there. A command that keeps a folded state reads only
   * what is newer than it.
   */
  readStream(streamId: string, fromRevision?: number): Promise<RecordedEvent[]>;
  /** Events strictly after `after` (use -1 for the start), at most `maxCount`. */
  readAll(after: number, maxCount: number): Promise<RecordedEvent[]>;
  /**
   * Catch up from `after`, then stay live. Events come in order, in batches of what is at hand (at most
   * a few thousand); the next batch only after the handler's promise settled.
   * `onError` has one meaning: delivery stopped for good because the handler failed, and nothing more
   * comes from this subscription. Connection trouble is the adapter's own business: it resubscribes
   * from the last delivered event by itself and never reports it here.
   */
  subscribeToAll(after: number, handler: EventBatchHandler, onError?: (err: unknown) => void): Subscription;
  /**
   * Optional group commit: events for several streams, each after its stream's last revision, written in
   * one durable commit off the caller's thread; resolves once committed. For tracking events only.
   */
  appendGroup?(group: [streamId: string, events: EventToAppend[]][]): Promise<void>;
  /** Position of the newest event, -1 when the log is empty. */
  headPosition(): Promise<number>;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Wrong expected revision on ${streamId}: expected ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

export const START = -1;
