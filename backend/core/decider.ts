import type { ZodType } from 'zod';
import type { EventMetadata, EventStore } from './event-store/event-store.js';

/** An event as a decider sees it: a discriminated union member. */
export type DomainEvent<Type extends string = string, Data = unknown> = { type: Type; data: Data };

/**
 * A decider is pure: no clock, no ids, no I/O. Time, ids and the actor arrive in the command.
 * `decide` returns the new events or throws a DomainError.
 */
export interface Decider<Command, Event extends DomainEvent, State> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
  /**
   * The schema of each event type it emits, checked before appending in development and test. Absent:
   * the log's schemas in `contracts`; only a test's decider of made-up events names its own.
   */
  schemas?: Readonly<Record<Event['type'], ZodType>>;
  /**
   * A copy of the state that `evolve` may extend without touching the original: what the commands of a
   * batch after the first are decided on (core/decide-batch.ts). Absent: structuredClone, which copies
   * everything; a state with a large map it extends in place copies just that map, much faster.
   */
  copy?: (state: State) => State;
  /** Only for a stream unbounded by nature: how its books are closed and carried over (core/books.ts). */
  books?: Books<Event, State>;
}

/**
 * A stream that would grow without bound (every ticket approval, every purchase of a reward) is closed
 * once it holds `every` events and continued in a new stream, which opens with one summary event:
 * everything the decider still needs, so that folding the new stream alone decides exactly as folding
 * the whole history would. Closed streams are never read again by commands.
 */
export interface Books<Event extends DomainEvent, State> {
  every: number;
  /** The opening event of the continuation. It may read other streams to leave out what is settled. */
  summarise(state: State, events: EventStore): Promise<Event> | Event;
}

/** Who did it and when; every command carries this, and every event's metadata is built from it. */
export interface CommandContext {
  actorId: string | null;
  actorRole: string | null;
  now: Date;
  correlationId: string;
  /**
   * An edit's If-Match: the stream revision its editor saw. The command is refused (`record_changed`)
   * unless the stream is at exactly that revision when it is decided; the append's own expected
   * revision keeps it there until the events are written, so this holds under concurrency too.
   */
  expectedRevision?: number;
}

export const metadataOf = (ctx: CommandContext): EventMetadata => ({
  actorId: ctx.actorId,
  actorRole: ctx.actorRole,
  at: ctx.now.toISOString(),
  correlationId: ctx.correlationId,
});
