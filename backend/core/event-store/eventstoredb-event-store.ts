import {
  ANY,
  BACKWARDS,
  END,
  ErrorType,
  EventStoreDBClient,
  FORWARDS,
  type AllStreamSubscription,
  type AppendExpectedRevision,
  type JSONType,
  NO_STREAM,
  type Position,
  type ReadPosition,
  type RecordedEvent as DbRecordedEvent,
  START as DB_START,
  excludeSystemEvents,
  jsonEvent,
} from '@eventstore/db-client';
import {
  type EventBatchHandler,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type RecordedEvent,
  START,
  type Subscription,
  WrongExpectedRevisionError,
} from './event-store.js';

/** Events per page when reading $all; system events are filtered on our side, so we page until we have enough. */
const PAGE = 256;
const RESUBSCRIBE_DELAY_MS = 1000;
/** Largest batch a subscription hands over at once. */
const MAX_BATCH = 2000;

/** A handler's own failure, told apart from the connection's on the way out of the delivery loop. */
class HandlerFailed extends Error {
  constructor(override readonly cause: unknown) {
    super('subscription handler failed');
  }
}

/** The part of the gRPC client this adapter uses; tests pass a double that fails on purpose. */
export type EventStoreDbClient = Pick<
  EventStoreDBClient,
  'appendToStream' | 'readStream' | 'readAll' | 'subscribeToAll' | 'dispose'
>;

/*
 * Our numeric `position` is the event's commit position in $all, as a Number. That is safe because:
 * - it is a byte offset in the transaction log, so it stays below 2^53 (exact in a double) until the log
 *   holds 9 petabytes;
 * - every event appended over gRPC is its own committed record, so its commit position equals its prepare
 *   position and is unique and strictly increasing in $all order (only the legacy TCP explicit transactions
 *   shared a commit position, and the gRPC API cannot create them). Hence { commit: n, prepare: n } is the
 *   exact Position of the event at n, and resuming from it is lossless.
 */
const toPosition = (n: number): Position => ({ commit: BigInt(n), prepare: BigInt(n) });
const fromPosition = (after: number): ReadPosition => (after === START ? DB_START : toPosition(after));
/** Servers that do not know an event's position (old stream reads) send 2^64-1; we report -1 then. */
const numericPosition = (p: Position | undefined): number =>
  p && p.commit <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(p.commit) : -1;

const isSystem = (e: DbRecordedEvent) => e.type.startsWith('$') || e.streamId.startsWith('$');

const toRecorded = (e: DbRecordedEvent): RecordedEvent => ({
  streamId: e.streamId,
  revision: Number(e.revision),
  position: numericPosition(e.position),
  type: e.type,
  data: e.data,
  metadata: e.metadata as unknown as EventMetadata,
});

const toExpected = (expected: ExpectedRevision): AppendExpectedRevision =>
  expected === 'any' ? ANY : expected === 'no_stream' ? NO_STREAM : BigInt(expected);

const hasType = (err: unknown, type: ErrorType) =>
  typeof err === 'object' && err !== null && (err as { type?: unknown }).type === type;

/** Production event store over EventStoreDB / KurrentDB (gRPC client, or a connection string for one). */
export function createEventStoreDbEventStore(
  connection: string | EventStoreDbClient,
  options: { log?: Pick<Console, 'warn'>; resubscribeDelayMs?: number } = {},
): EventStore {
  const { log = console, resubscribeDelayMs = RESUBSCRIBE_DELAY_MS } = options;
  const client: EventStoreDbClient =
    typeof connection === 'string' ? EventStoreDBClient.connectionString(connection) : connection;
  const subscriptions = new Set<Subscription>();

  /** Reads $all page by page from `from`, calling `visit` for each non-system event until it returns false. */
  async function scanAll(
    from: ReadPosition,
    direction: typeof FORWARDS | typeof BACKWARDS,
    visit: (e: RecordedEvent) => boolean,
  ): Promise<void> {
    let last: number | null = null;
    for (;;) {
      const read = client.readAll({ fromPosition: from, maxCount: PAGE, direction });
      let seen = 0;
      try {
        for await (const resolved of read) {
          seen += 1;
          const e = resolved.event;
          if (!e) continue;
          const position = numericPosition(e.position);
          // Page boundaries may repeat the event we continue from: skip what we have already passed.
          if (last !== null && (direction === FORWARDS ? position <= last : position >= last)) continue;
          last = position;
          if (!isSystem(e) && !visit(toRecorded(e))) {
            await read.cancel();
            return;
          }
        }
      } catch (err) {
        await read.cancel();
        throw err;
      }
      if (seen < PAGE || last === null) return;
      from = toPosition(last);
    }
  }

  async function lastPositionOf(streamId: string): Promise<number> {
    for await (const resolved of client.readStream(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: 1 })) {
      return numericPosition(resolved.event?.position);
    }
    return -1;
  }

  return {
    async append(streamId, events, expectedRevision) {
      if (events.length === 0) throw new Error('Nothing to append');
      const data = events.map((e) =>
        jsonEvent({ type: e.type, data: e.data as JSONType, metadata: e.metadata as unknown as JSONType }),
      );
      try {
        const result = await client.appendToStream(streamId, data, { expectedRevision: toExpected(expectedRevision) });
        // The append's position is that of its last event, as $all reports it.
        const position = result.position ? numericPosition(result.position) : await lastPositionOf(streamId);
        return { nextExpectedRevision: Number(result.nextExpectedRevision), position };
      } catch (err) {
        if (hasType(err, ErrorType.WRONG_EXPECTED_VERSION)) {
          const actual = (err as { actualVersion: bigint | 'no_stream' }).actualVersion;
          throw new WrongExpectedRevisionError(streamId, expectedRevision, actual === NO_STREAM ? NO_STREAM : Number(actual));
        }
        throw err;
      }
    },

    async readStream(streamId, fromRevision = 0) {
      const out: RecordedEvent[] = [];
      try {
        const read = client.readStream(streamId, { fromRevision: fromRevision > 0 ? BigInt(fromRevision) : DB_START });
        for await (const resolved of read) if (resolved.event) out.push(toRecorded(resolved.event));
      } catch (err) {
        if (hasType(err, ErrorType.STREAM_NOT_FOUND)) return [];
        throw err;
      }
      return out;
    },

    async readAll(after, maxCount) {
      const out: RecordedEvent[] = [];
      if (maxCount <= 0) return out;
      // fromPosition is inclusive: the event at `after` comes back first and is skipped.
      await scanAll(fromPosition(after), FORWARDS, (e) => {
        if (e.position > after) out.push(e);
        return out.length < maxCount;
      });
      return out;
    },

    async headPosition() {
      let head = -1;
      await scanAll(END, BACKWARDS, (e) => ((head = e.position), false));
      return head;
    },

    subscribeToAll(after: number, handler: EventBatchHandler, onError?: (err: unknown) => void): Subscription {
      let position = after;
      let running = true;
      let current: AllStreamSubscription | null = null;
      let wake: (() => void) | null = null;
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
            // Connection trouble: ours to handle. Resubscribe from the last handled event, quietly for the caller.
            log.warn(
              `[eventstoredb] subscription dropped at position ${position}, resubscribing in ${resubscribeDelayMs} ms:`,
              err,
            );
            await new Promise<void>((resolve) => {
              wake = resolve;
              setTimeout(resolve, resubscribeDelayMs).unref();
            });
            wake = null;
          } finally {
            await dispose(sub);
          }
        }
      })();
      subscriptions.add(subscription);
      return subscription;
    },

    async close() {
      await Promise.all([...subscriptions].map((s) => s.stop()));
      await client.dispose();
    },
  };
}
