import { type CommandContext, type Decider, type DomainEvent, metadataOf } from './decider.js';
import { type EventStore, WrongExpectedRevisionError } from './event-store/event-store.js';

export interface HandleResult<State, Event> {
  events: Event[];
  state: State;
  /** Global position of the last appended event, -1 when nothing was appended. */
  position: number;
}

const MAX_ATTEMPTS = 20;

/**
 * Load the stream, fold it, decide, append with the loaded revision as the expected revision.
 * A concurrent writer makes the append fail; then the whole cycle runs again on fresh state.
 */
export async function handleCommand<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  ctx: CommandContext,
): Promise<HandleResult<State, Event>> {
  for (let attempt = 1; ; attempt += 1) {
    const recorded = await store.readStream(streamId);
    let state = decider.initialState();
    for (const e of recorded) state = decider.evolve(state, { type: e.type, data: e.data } as Event);
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, position: -1 };
    // The last event's own revision, not the count: truncated EventStoreDB streams do not start at 0.
    const expected = recorded.length === 0 ? 'no_stream' : recorded.at(-1)!.revision;
    try {
      const metadata = metadataOf(ctx);
      const result = await store.append(
        streamId,
        events.map((e) => ({ type: e.type, data: e.data, metadata })),
        expected,
      );
      for (const e of events) state = decider.evolve(state, e);
      return { events, state, position: result.position };
    } catch (err) {
      if (!(err instanceof WrongExpectedRevisionError) || attempt >= MAX_ATTEMPTS) throw err;
      // Back off a little, with jitter, so a crowd of writers does not collide again in lockstep.
      await new Promise((r) => setTimeout(r, Math.random() * 5 * attempt));
    }
  }
}
