import { randomUUID } from 'node:crypto';
import { booksDue, closeBooks } from './books.js';
import { type CommandContext, type Decider, type DomainEvent, metadataOf } from './decider.js';
import { decideBatch, type Outcome } from './decide-batch.js';
import { eventIdOf } from './event-store/event-ids.js';
import { type EventStore, WrongExpectedRevisionError } from './event-store/event-store.js';
import { foldStream } from './load-state.js';
import { type WriteSide, writeSideOf } from './state-cache.js';

export interface HandleResult<State, Event> {
  events: Event[];
  /** The state after this command's events (maps a decider extends in place may hold its batch's later ones). */
  state: State;
  /** Global position of the batch's last appended event, -1 when nothing was appended. */
  position: number;
  /** The stream's revision after this command's events (what a staff answer names as the record's revision). */
  revision: number;
}

const MAX_ATTEMPTS = 20;
/** Commands written by one append at most: bounds an append's size and the wait of its first command. */
export const MAX_BATCH = 200;

interface Waiting<Command, Event, State> {
  command: Command;
  ctx: CommandContext;
  resolve(result: HandleResult<State, Event>): void;
  reject(err: unknown): void;
}

type AnyWaiting = Waiting<unknown, DomainEvent, unknown>;
/** Per write side, per decider, per stream: the commands that arrived while the stream was busy. */
const waitingOf = new WeakMap<WriteSide, WeakMap<object, Map<string, AnyWaiting[]>>>();

function waitingOn(side: WriteSide, decider: object) {
  let byDecider = waitingOf.get(side);
  if (!byDecider) waitingOf.set(side, (byDecider = new WeakMap<object, Map<string, AnyWaiting[]>>()));
  let byStream = byDecider.get(decider);
  if (!byStream) byDecider.set(decider, (byStream = new Map<string, AnyWaiting[]>()));
  return byStream;
}

/**
 * Load the stream's state, decide, append with the loaded revision as the expected revision.
 * The state comes from the write side's cache plus the events newer than it, so a command costs the
 * same on a stream of ten events as on one of ten thousand. Commands on one stream take turns within
 * this process; those that arrive while an append is on its way wait together and are written by the
 * next append (group commit: a busy stream pays one disk flush per batch, not per command). Each is
 * decided on the state the previous ones lead to; a refused one fails alone. A writer elsewhere makes
 * the append fail, and then the batch is decided again on the state caught up with what it appended.
 * Nothing is answered before the append that holds it is durable.
 */
export function handleCommand<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  ctx: CommandContext,
): Promise<HandleResult<State, Event>> {
  const side = writeSideOf(store);
  const byStream = waitingOn(side, decider);
  return new Promise((resolve, reject) => {
    let waiting = byStream.get(streamId) as Waiting<Command, Event, State>[] | undefined;
    if (!waiting) {
      const batch: Waiting<Command, Event, State>[] = (waiting = []);
      byStream.set(streamId, batch);
      // Taken out when its turn comes: later arrivals start the next batch, queued behind this one.
      void side.queue(streamId, async () => {
        if (byStream.get(streamId) === batch) byStream.delete(streamId);
        await drain(store, side, streamId, decider, batch);
      });
    }
    waiting.push({ command, ctx, resolve, reject });
  });
}

async function drain<C, E extends DomainEvent, S>(
  store: EventStore,
  side: WriteSide,
  streamId: string,
  decider: Decider<C, E, S>,
  waiting: Waiting<C, E, S>[],
) {
  while (waiting.length > 0) {
    const batch = waiting.splice(0, MAX_BATCH);
    try {
      const done = await appendBatch(store, side, streamId, decider, batch);
      waiting.unshift(...batch.slice(done)); // left for the next append (the books were due)
    } catch (err) {
      for (const w of batch) w.reject(err);
    }
  }
}

/** Decides and appends the batch (or its head); settles the commands written and returns their count. */
async function appendBatch<C, E extends DomainEvent, S>(
  store: EventStore,
  side: WriteSide,
  streamId: string,
  decider: Decider<C, E, S>,
  batch: Waiting<C, E, S>[],
): Promise<number> {
  const first = batch[0]!.ctx;
  for (let attempt = 1; ; attempt += 1) {
    const f = await foldStream(side, store, streamId, decider, () => metadataOf(first));
    try {
      if (booksDue(decider, f)) {
        await closeBooks(store, streamId, decider, f, metadataOf(first));
        continue; // decide on the continuation
      }
      const room = decider.books ? decider.books.every - (f.revision + 1) : Infinity;
      const d = decideBatch(
        decider,
        f.state,
        batch.map((w) => w.command),
        room,
        { from: f.revision, expected: batch.map((w) => w.ctx.expectedRevision) },
      );
      const loaded = f.revision;
      if (d.events.length === 0) {
        settle(batch, d.outcomes, () => f.state, -1, loaded);
        return d.outcomes.length;
      }
      // Ids of this attempt's own (a conflict makes new decisions, with new ids): the store's retries of
      // an append whose acknowledgement was lost send them again, and EventStoreDB writes the events once.
      const appendId = randomUUID();
      const toAppend = d.outcomes.flatMap((o, k) =>
        'events' in o ? o.events.map((e) => ({ type: e.type, data: e.data, metadata: metadataOf(batch[k]!.ctx) })) : [],
      );
      const result = await store.append(
        f.streamId,
        toAppend.map((e, i) => ({ id: eventIdOf(appendId, i), ...e })),
        // The last event's own revision, not a count: truncated EventStoreDB streams do not start at 0.
        loaded < 0 ? 'no_stream' : loaded,
      );
      // A read (loadState) may have folded the appended events from the store while the append returned.
      if (f.revision !== loaded) {
        settle(batch, d.outcomes, () => f.state, result.position, loaded);
        return d.outcomes.length;
      }
      let settled: ReturnType<typeof d.settle>;
      try {
        settled = d.settle();
      } catch (err) {
        side.forget(decider, streamId); // never keep a state half applied
        throw err;
      }
      f.state = settled.state;
      f.revision = result.nextExpectedRevision;
      settle(batch, d.outcomes, (k) => settled.after[k]!, result.position, loaded);
      return d.outcomes.length;
    } catch (err) {
      if (!(err instanceof WrongExpectedRevisionError) || attempt >= MAX_ATTEMPTS) throw err;
      // Another process appended first: the cached state is still right up to its revision, and the
      // next fold reads what came after. Back off a little, with jitter, so writers do not collide again.
      await new Promise((r) => setTimeout(r, Math.random() * 5 * attempt));
    }
  }
}

/**
 * Answers each decided command: its events and state, or what refused it. A command with nothing to
 * append is answered with the append's position when it came after events of its batch: it was decided
 * on them, so a read after it must wait for them too. `loaded`: the revision the batch was decided on.
 */
function settle<C, E, S>(
  batch: Waiting<C, E, S>[],
  outcomes: Outcome<E>[],
  stateOf: (k: number) => S,
  position: number,
  loaded: number,
) {
  let appended = false;
  let revision = loaded;
  outcomes.forEach((o, k) => {
    if ('error' in o) return batch[k]!.reject(o.error);
    appended ||= o.events.length > 0;
    revision += o.events.length;
    batch[k]!.resolve({ events: o.events, state: stateOf(k), position: appended ? position : -1, revision });
  });
}
