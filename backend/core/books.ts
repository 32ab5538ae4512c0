import { BOOKS_CLOSED, type BooksClosed, BooksClosedV1 } from '@app/contracts';
import type { Decider, DomainEvent } from './decider.js';
import { upcast } from './event-types.js';
import type { EventMetadata, EventStore, RecordedEvent } from './event-store/event-store.js';
import { WrongExpectedRevisionError } from './event-store/event-store.js';
import type { Folded } from './state-cache.js';

/*
 * Closing the books (see `Books` in decider.ts). The stream a command names (`root`) is the first of a
 * chain: `root`, `root~1`, `root~2`, ... Each closed stream ends with BooksClosed { continuedIn }, and
 * each continuation opens with the decider's summary event. Closing is two appends; a crash between them
 * leaves a closed stream with an empty continuation, which the next reader opens from the closed state.
 * Whoever opens it opens it from that same state (a summary may leave out more or less of what other
 * streams show settled, and either is safe: it only ever drops what no command can act on again).
 */

const isClosing = (e: RecordedEvent) => e.type === BOOKS_CLOSED;
/** Read through its contract: a stored event's data is untyped until then. */
const continuedIn = (e: RecordedEvent) => BooksClosedV1.parse(e.data).continuedIn;
const fresh = <S>(decider: { initialState: () => S }, streamId: string): Folded<S> => ({
  streamId,
  state: decider.initialState(),
  revision: -1,
});

/** The stream after `current` in the chain that starts at `root`. */
export function continuationOf(root: string, current: string): string {
  const n = current === root ? 0 : Number(current.slice(root.length + 1));
  return `${root}~${n + 1}`;
}

/**
 * Folds the events after `f.revision` into `f` (in place); returns the stream they continue in, if closed.
 * Another fold of the same `f` may have run while this one read: only what is still newer is applied.
 */
async function foldNewer<C, E extends DomainEvent, S>(events: EventStore, decider: Decider<C, E, S>, f: Folded<S>) {
  let next: string | null = null;
  for (const e of await events.readStream(f.streamId, f.revision + 1)) {
    if (e.revision <= f.revision) continue;
    if (isClosing(e)) next = continuedIn(e);
    else f.state = decider.evolve(f.state, { type: e.type, data: upcast(e.type, e.data) } as E);
    f.revision = e.revision;
  }
  return next;
}

/**
 * Where the history goes on now, found without folding closed streams: their closing event is at a
 * revision of at least `every`, so only their tails are read. Used when nothing is cached.
 */
async function locate(events: EventStore, root: string, every: number) {
  let streamId = root;
  let previous: string | null = null;
  for (;;) {
    const closing = (await events.readStream(streamId, every)).find(isClosing);
    if (!closing) return { streamId, previous };
    previous = streamId;
    streamId = continuedIn(closing);
  }
}

/** The final state of a closed stream (bounded: a stream is closed after `every` events). */
async function foldClosed<C, E extends DomainEvent, S>(events: EventStore, decider: Decider<C, E, S>, streamId: string) {
  const f = fresh(decider, streamId);
  await foldNewer(events, decider, f);
  return f.state;
}

async function openWith(events: EventStore, streamId: string, summary: DomainEvent, metadata: EventMetadata) {
  try {
    await events.append(streamId, [{ type: summary.type, data: summary.data, metadata }], 'no_stream');
  } catch (err) {
    // Someone else opened it: with the same summary, since both folded the same closed stream.
    if (!(err instanceof WrongExpectedRevisionError)) throw err;
  }
}

/**
 * Brings a folded state up to date with the store (from `cached`, or from scratch): reads only the events
 * newer than it, follows closed books, and opens a continuation a crash left empty.
 */
export async function catchUp<C, E extends DomainEvent, S>(
  events: EventStore,
  root: string,
  decider: Decider<C, E, S>,
  cached: Folded<S> | undefined,
  metadata: () => EventMetadata,
): Promise<Folded<S>> {
  let f = cached;
  let closed: { streamId: string; state?: S } | null = null;
  if (!f) {
    const where = decider.books ? await locate(events, root, decider.books.every) : { streamId: root, previous: null };
    f = fresh(decider, where.streamId);
    if (where.previous) closed = { streamId: where.previous };
  }
  for (;;) {
    const next: string | null = await foldNewer(events, decider, f);
    if (f.revision === -1 && closed) {
      const state = closed.state ?? (await foldClosed(events, decider, closed.streamId));
      await openWith(events, f.streamId, await decider.books!.summarise(state, events), metadata());
      closed = null;
      continue;
    }
    if (next === null) return f;
    closed = { streamId: f.streamId, state: f.state };
    f = fresh(decider, next);
  }
}

/** True when the stream `f` is on is due to be closed before the next command is decided on it. */
export const booksDue = <C, E extends DomainEvent, S>(decider: Decider<C, E, S>, f: Folded<S>) =>
  !!decider.books && f.revision + 1 >= decider.books.every;

/**
 * Closes the stream `f` is on (at its revision: a concurrent writer makes this fail with a conflict) and
 * opens its continuation with the summary of `f.state`.
 */
export async function closeBooks<C, E extends DomainEvent, S>(
  events: EventStore,
  root: string,
  decider: Decider<C, E, S>,
  f: Folded<S>,
  metadata: EventMetadata,
): Promise<void> {
  const next = continuationOf(root, f.streamId);
  const summary = await decider.books!.summarise(f.state, events);
  await events.append(
    f.streamId,
    [{ type: BOOKS_CLOSED, data: { continuedIn: next } satisfies BooksClosed, metadata }],
    f.revision,
  );
  await openWith(events, next, summary, metadata);
}
