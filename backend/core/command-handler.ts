import { randomUUID } from 'node:crypto';
import { booksDue, closeBooks } from './books.js';
import { type CommandContext, type Decider, type DomainEvent, metadataOf } from './decider.js';
import { checkAgainstContracts } from './event-types.js';
import { eventIdOf } from './event-store/event-ids.js';
import { type EventStore, WrongExpectedRevisionError } from './event-store/event-store.js';
import { foldStream } from './load-state.js';
import { type Folded, writeSideOf } from './state-cache.js';

export interface HandleResult<State, Event> {
  events: Event[];
  state: State;
  /** Global position of the last appended event, -1 when nothing was appended. */
  position: number;
}

const MAX_ATTEMPTS = 20;

/**
 * Load the stream's state, decide, append with the loaded revision as the expected revision.
 * The state comes from the write side's cache plus the events newer than it, so a command costs the
 * same on a stream of ten events as on one of ten thousand. Commands on one stream take turns within
 * this process (sparing a crowd from colliding and retrying); a writer elsewhere makes the append fail,
 * and then the cycle runs again on the state caught up with what that writer appended.
 */
export async function handleCommand<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  ctx: CommandContext,
): Promise<HandleResult<State, Event>> {
  const side = writeSideOf(store);
  return side.queue(streamId, async () => {
    for (let attempt = 1; ; attempt += 1) {
      const f = await foldStream(side, store, streamId, decider, () => metadataOf(ctx));
      try {
        if (booksDue(decider, f)) {
          await closeBooks(store, streamId, decider, f, metadataOf(ctx));
          continue; // decide on the continuation
        }
        // A domain error passes straight through: deciding only reads the state, the cache stays right.
        const events = decider.decide(command, f.state);
        if (events.length === 0) return { events, state: f.state, position: -1 };
        checkAgainstContracts(events, decider.schemas);
        const metadata = metadataOf(ctx);
        const loaded = f.revision;
        // Ids of this attempt's own (a conflict makes a new decision, with new ids): the store's retries of
        // an append whose acknowledgement was lost send them again, and EventStoreDB writes the events once.
        const appendId = randomUUID();
        const result = await store.append(
          f.streamId,
          events.map((e, i) => ({ id: eventIdOf(appendId, i), type: e.type, data: e.data, metadata })),
          // The last event's own revision, not a count: truncated EventStoreDB streams do not start at 0.
          loaded < 0 ? 'no_stream' : loaded,
        );
        return { events, state: remember(f, loaded, events, result.nextExpectedRevision), position: result.position };
      } catch (err) {
        if (!(err instanceof WrongExpectedRevisionError) || attempt >= MAX_ATTEMPTS) throw err;
        // Another process appended first: the cached state is still right up to its revision, and the
        // next fold reads what came after. Back off a little, with jitter, so writers do not collide again.
        await new Promise((r) => setTimeout(r, Math.random() * 5 * attempt));
      }
    }

    /**
     * The appended events folded into the cached state, unless a read (loadState) folded them from the
     * store while the append returned; a failure here forgets the state rather than keep it half applied.
     */
    function remember(f: Folded<State>, loaded: number, events: Event[], revision: number) {
      if (f.revision !== loaded) return f.state;
      try {
        for (const e of events) f.state = decider.evolve(f.state, e);
        f.revision = revision;
        return f.state;
      } catch (err) {
        side.forget(decider, streamId);
        throw err;
      }
    }
  });
}
