import {
  ANY,
  BACKWARDS,
  END,
  ErrorType,
  EventStoreDBClient,
  FORWARDS,
  type AppendExpectedRevision,
  type JSONType,
  NO_STREAM,
  type ReadPosition,
  START as DB_START,
  jsonEvent,
} from '@eventstore/db-client';
import {
  type EventToAppend,
  type EventStore,
  type ExpectedRevision,
  type RecordedEvent,
  type Subscription,
  WrongExpectedRevisionError,
} from './event-store.js';
import { backoffMs, isOutcomeUnknown } from './eventstoredb-faults.js';
import { toStoredMetadata } from './eventstoredb-metadata.js';
import { fromPosition, isSystem, numericPosition, toPosition, toRecorded } from './eventstoredb-records.js';
import { subscribeToAllEvents } from './eventstoredb-subscription.js';
import { log } from '../log.js';
import { lineLog } from '../log.js';

/** Events per page when reading $all; system events are filtered on our side, so we page until we have enough. */
const PAGE = 256;
/** First wait before resubscribing; it doubles with each failure in a row, up to the maximum. */
const RESUBSCRIBE_DELAY_MS = 500;
const MAX_RESUBSCRIBE_DELAY_MS = 30_000;
/** Retries of an append whose outcome is unknown (same event ids), and the first wait between them. */
const APPEND_RETRIES = 4;
/** How long an append keeps retrying in all: a request waits about this long before it answers 503. */
const APPEND_BUDGET_MS = 5000;
/**
 * Each call's own deadline, unless the connection string sets one: the client's default (10 s) would
 * keep a member waiting on a frozen server long after the site could have answered 503.
 */
const DEADLINE_MS = 4000;
const withDeadline = (url: string) =>
  /[?&]defaultDeadline=/i.test(url) ? url : `${url}${url.includes('?') ? '&' : '?'}defaultDeadline=${DEADLINE_MS}`;
const APPEND_RETRY_DELAY_MS = 200;

/** The part of the gRPC client this adapter uses; tests pass a double that fails on purpose. */
export type EventStoreDbClient = Pick<
  EventStoreDBClient,
  'appendToStream' | 'readStream' | 'readAll' | 'subscribeToAll' | 'dispose'
>;

const toExpected = (expected: ExpectedRevision): AppendExpectedRevision =>
  expected === 'any' ? ANY : expected === 'no_stream' ? NO_STREAM : BigInt(expected);

const hasType = (err: unknown, type: ErrorType) =>
  typeof err === 'object' && err !== null && (err as { type?: unknown }).type === type;

export interface EventStoreDbOptions {
  log?: Pick<Console, 'warn'>;
  /** First wait before resubscribing after a transient failure; doubles per failure in a row, with jitter. */
  resubscribeDelayMs?: number;
  maxResubscribeDelayMs?: number;
  appendRetryDelayMs?: number;
  /** Called with one line when the subscription fails for good; by default prints it and exits with 1. */
  exit?: (line: string) => void;
}

const exitProcess = (line: string) => {
  log.fatal(line);
  process.exit(1);
};

/** Production event store over EventStoreDB / KurrentDB (gRPC client, or a connection string for one). */
export function createEventStoreDbEventStore(
  connection: string | EventStoreDbClient,
  options: EventStoreDbOptions = {},
): EventStore {
  const {
    log = lineLog(),
    resubscribeDelayMs = RESUBSCRIBE_DELAY_MS,
    maxResubscribeDelayMs = MAX_RESUBSCRIBE_DELAY_MS,
    appendRetryDelayMs = APPEND_RETRY_DELAY_MS,
    exit = exitProcess,
  } = options;
  const client: EventStoreDbClient =
    typeof connection === 'string' ? EventStoreDBClient.connectionString(withDeadline(connection)) : connection;
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

  /** The position of the event at `revision`: ours, even when another writer has appended after it since. */
  async function positionOf(streamId: string, revision: bigint): Promise<number> {
    for await (const resolved of client.readStream(streamId, { direction: FORWARDS, fromRevision: revision, maxCount: 1 })) {
      return numericPosition(resolved.event?.position);
    }
    return -1;
  }

  /**
   * Appends, and sends the same events again while the outcome is unknown (the acknowledgement was lost):
   * with their ids, the server's idempotent write check answers a second copy with the first one's result.
   * Events without ids are sent once: a retry could write them twice.
   */
  async function appendOnce(streamId: string, events: EventToAppend[], expected: ExpectedRevision) {
    const data = events.map((e) =>
      jsonEvent({ id: e.id, type: e.type, data: e.data as JSONType, metadata: toStoredMetadata(e.metadata) }),
    );
    const retries = events.every((e) => e.id !== undefined) ? APPEND_RETRIES : 0;
    const started = Date.now();
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await client.appendToStream(streamId, data, { expectedRevision: toExpected(expected) });
      } catch (err) {
        if (!isOutcomeUnknown(err) || attempt > retries || Date.now() - started > APPEND_BUDGET_MS) throw err;
        log.warn(
          `[eventstoredb] append to ${streamId} unanswered (${err instanceof Error ? err.message : 'no answer'}), sending it again`,
        );
        await new Promise((r) => setTimeout(r, backoffMs(attempt, appendRetryDelayMs, appendRetryDelayMs * 8)));
      }
    }
  }

  return {
    async append(streamId, events, expectedRevision) {
      if (events.length === 0) throw new Error('Nothing to append');
      try {
        const result = await appendOnce(streamId, events, expectedRevision);
        // The append's position is that of its last event, as $all reports it.
        const position = result.position
          ? numericPosition(result.position)
          : await positionOf(streamId, result.nextExpectedRevision);
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

    subscribeToAll(after, handler, onError) {
      return subscribeToAllEvents(client, subscriptions, {
        after,
        handler,
        onError,
        log,
        resubscribeDelayMs,
        maxResubscribeDelayMs,
        exit,
      });
    },

    async close() {
      await Promise.all([...subscriptions].map((s) => s.stop()));
      await client.dispose();
    },
  };
}
