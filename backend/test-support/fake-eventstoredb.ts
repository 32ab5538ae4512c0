import { ErrorType } from '@eventstore/db-client';
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { EventStoreDbClient } from '../core/event-store/eventstoredb-event-store.js';

/**
 * An in-memory stand-in for the EventStoreDB gRPC client, with the behaviour the adapter relies on:
 * byte-offset positions that grow irregularly, system events in $all, inclusive reads from a position,
 * exclusive subscriptions, expected-revision checks and the client's error types. It fails on purpose
 * when told to (`dropSubscriptions`, `failNextAppend`), so the adapter's fault paths run in every test
 * run, not only against a real server.
 *
 * Appends follow the server's idempotent write check (EventStoreDB docs, "Idempotence"): events whose ids
 * are already in the stream, in the same order, right where the expected revision says they go (or
 * anywhere in the stream for `any`), are not written again, and the append answers as the first one did;
 * a batch that only partly repeats earlier ids is refused. `loseNextAcknowledgement` writes an append and
 * then throws as a dropped connection does, the fault the check exists for.
 */
interface Stored {
  id: string;
  streamId: string;
  revision: bigint;
  type: string;
  data: unknown;
  metadata: unknown;
  position: { commit: bigint; prepare: bigint };
}
/** An event as the client's jsonEvent makes it: with an id, generated when the caller gave none. */
type Appended = { id: string; type: string; data: unknown; metadata: unknown };
type Position = { commit: bigint; prepare: bigint } | 'start' | 'end';

const clientError = (type: ErrorType, extra: Record<string, unknown> = {}) => Object.assign(new Error(type), { type, ...extra });

/** An async iterable of resolved events with the `cancel()` the client's reads have. */
function reading(events: Stored[], failWith?: Error) {
  return {
    async cancel() {},
    async *[Symbol.asyncIterator]() {
      if (failWith) throw failWith;
      for (const event of events) yield { event };
    },
  };
}

export class FakeEventStoreDbClient {
  readonly log: Stored[] = [];
  /** Live subscriptions, as the server would count them. */
  readonly live = new Set<PassThrough>();
  subscriptionsOpened = 0;
  private nextPosition = 1000n;
  private appendFailure: Error | null = null;
  private ackLost = false;
  private subscriptionRefusal: { type: ErrorType; message: string } | null = null;
  /** Leave `position` out of append results, as servers before 21.10 do, so the adapter has to look it up. */
  omitAppendPositions = false;

  get client(): EventStoreDbClient {
    return this as unknown as EventStoreDbClient;
  }

  /** Adds a system event to $all (as the server writes its own), which the adapter must skip. */
  writeSystemEvent() {
    this.store('$stats-127.0.0.1:2113', '$statsCollected', {}, {});
  }

  /** Ends every live subscription with a connection error, as a dropped connection does. */
  dropSubscriptions(message = '14 UNAVAILABLE: Connection dropped', type = ErrorType.UNAVAILABLE) {
    for (const sub of this.live) sub.destroy(clientError(type, { message }));
    this.live.clear();
  }

  /** Every subscription opened from now on fails at once with this error type (null: they work again). */
  refuseSubscriptions(type: ErrorType | null, message = `${type}`) {
    this.subscriptionRefusal = type && { type, message };
  }

  failNextAppend(err: Error = clientError(ErrorType.UNAVAILABLE)) {
    this.appendFailure = err;
  }

  /** The next append is written, and its answer lost on the way back: the client sees UNAVAILABLE. */
  loseNextAcknowledgement() {
    this.ackLost = true;
  }

  async appendToStream(streamId: string, events: unknown, options: { expectedRevision?: bigint | string } = {}) {
    if (this.appendFailure) {
      const err = this.appendFailure;
      this.appendFailure = null;
      throw err;
    }
    const list = (Array.isArray(events) ? events : [events]) as Appended[];
    const result = this.write(streamId, list, options.expectedRevision ?? 'any');
    if (this.ackLost) {
      this.ackLost = false;
      throw clientError(ErrorType.UNAVAILABLE, { message: '14 UNAVAILABLE: Connection dropped' });
    }
    return this.omitAppendPositions ? { ...result, position: undefined } : result;
  }

  private write(streamId: string, list: Appended[], expected: bigint | string) {
    const repeated = this.repeatedAppend(streamId, list, expected);
    if (repeated) return { success: true, nextExpectedRevision: repeated.revision, position: repeated.position };
    const current = this.streamOf(streamId).at(-1)?.revision ?? null;
    const wrong =
      (expected === 'no_stream' && current !== null) ||
      (expected === 'stream_exists' && current === null) ||
      (typeof expected === 'bigint' && current !== expected);
    if (wrong)
      throw clientError(ErrorType.WRONG_EXPECTED_VERSION, { streamName: streamId, actualVersion: current ?? 'no_stream' });
    let last: Stored | undefined;
    for (const e of list) last = this.store(streamId, e.type, e.data, e.metadata, e.id);
    return { success: true, nextExpectedRevision: last!.revision, position: last!.position };
  }

  /**
   * The idempotent write check: the last event of the earlier identical append when these ids are already
   * where this append would put them; undefined when they are new; a refusal when only some of them are.
   */
  private repeatedAppend(streamId: string, list: Appended[], expected: bigint | string): Stored | undefined {
    const stream = this.streamOf(streamId);
    const first = list[0]?.id;
    const at =
      expected === 'any' || expected === 'stream_exists'
        ? stream.findIndex((e) => e.id === first)
        : expected === 'no_stream'
          ? 0
          : Number(expected) + 1;
    if (at < 0 || stream[at]?.id !== first) return undefined;
    const same = list.every((e, i) => stream[at + i]?.id === e.id);
    if (!same)
      throw clientError(ErrorType.WRONG_EXPECTED_VERSION, { streamName: streamId, actualVersion: stream.at(-1)!.revision });
    return stream[at + list.length - 1];
  }

  readStream(
    streamId: string,
    options: { fromRevision?: bigint | 'start' | 'end'; direction?: string; maxCount?: number | bigint } = {},
  ) {
    const events = this.streamOf(streamId);
    if (events.length === 0) return reading([], clientError(ErrorType.STREAM_NOT_FOUND, { streamName: streamId }));
    const max = Number(options.maxCount ?? Number.MAX_SAFE_INTEGER);
    const from = options.fromRevision ?? (options.direction === 'backwards' ? 'end' : 'start');
    if (options.direction === 'backwards') {
      const upTo = from === 'end' ? Infinity : Number(from);
      return reading(
        events
          .filter((e) => Number(e.revision) <= upTo)
          .reverse()
          .slice(0, max),
      );
    }
    const start = from === 'start' ? 0 : Number(from);
    return reading(events.filter((e) => Number(e.revision) >= start).slice(0, max));
  }

  readAll(options: { fromPosition?: Position; direction?: string; maxCount?: number | bigint } = {}) {
    const max = Number(options.maxCount ?? Number.MAX_SAFE_INTEGER);
    const from = options.fromPosition ?? (options.direction === 'backwards' ? 'end' : 'start');
    if (options.direction === 'backwards') {
      const upTo = from === 'end' ? Infinity : from === 'start' ? -1 : Number(from.commit);
      return reading(
        this.log
          .filter((e) => Number(e.position.commit) <= upTo)
          .reverse()
          .slice(0, max),
      );
    }
    const start = from === 'start' ? -1 : from === 'end' ? Infinity : Number(from.commit);
    return reading(this.log.filter((e) => Number(e.position.commit) >= start).slice(0, max));
  }

  subscribeToAll(options: { fromPosition?: Position } = {}) {
    const from = options.fromPosition ?? 'start';
    const sub = Object.assign(new PassThrough({ objectMode: true, highWaterMark: 16 }), {
      id: randomUUID(),
      unsubscribe: async () => void this.live.delete(sub),
    });
    this.subscriptionsOpened += 1;
    this.live.add(sub);
    sub.once('close', () => this.live.delete(sub));
    const after = from === 'start' ? -1n : from === 'end' ? this.nextPosition : from.commit;
    const refusal = this.subscriptionRefusal;
    if (refusal) {
      setImmediate(() => sub.destroy(clientError(refusal.type, { message: refusal.message })));
      return sub;
    }
    // Subscriptions start after the position given (unlike reads); catch-up first, then live.
    for (const event of this.log) if (event.position.commit > after) sub.write({ event });
    return sub;
  }

  async dispose() {
    for (const sub of this.live) sub.destroy();
    this.live.clear();
  }

  private streamOf(streamId: string) {
    return this.log.filter((e) => e.streamId === streamId);
  }

  private store(streamId: string, type: string, data: unknown, metadata: unknown, id: string = randomUUID()): Stored {
    const revision = BigInt(this.streamOf(streamId).length);
    // Byte offsets: each record takes some room, so positions are neither contiguous nor evenly spaced.
    this.nextPosition += 97n + BigInt(JSON.stringify(data ?? null).length);
    const stored: Stored = {
      id,
      streamId,
      revision,
      type,
      data,
      metadata,
      position: { commit: this.nextPosition, prepare: this.nextPosition },
    };
    this.log.push(stored);
    for (const sub of this.live) if (!sub.destroyed) sub.write({ event: stored });
    return stored;
  }
}
