import type { EventMetadata } from './event-store/event-store.js';

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
}

/** Who did it and when; every command carries this, and every event's metadata is built from it. */
export interface CommandContext {
  actorId: string | null;
  actorRole: string | null;
  now: Date;
  correlationId: string;
}

export const metadataOf = (ctx: CommandContext): EventMetadata => ({
  actorId: ctx.actorId,
  actorRole: ctx.actorRole,
  at: ctx.now.toISOString(),
  correlationId: ctx.correlationId,
});
