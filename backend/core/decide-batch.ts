import type { Decider, DomainEvent } from './decider.js';
import { recordChanged } from './errors.js';
import { checkAgainstContracts } from './event-types.js';

/** One command's decision in a batch: its events, or what refused it. */
export type Outcome<Event> = { events: Event[] } | { error: unknown };

export interface DecidedBatch<Event, State> {
  /** One per command decided, in order; the commands after the last one were left for the next append. */
  outcomes: Outcome<Event>[];
  /** Every command's events, in order: what one append writes. */
  events: Event[];
  /**
   * The state after every event, and after each command's own. Call only once the events are durable:
   * when no copy was needed (the last command alone had events) it evolves `shared` in place.
   */
  settle(): { state: State; after: State[] };
}

/**
 * Decides the commands queued on one stream one after another, each against the state the previous
 * ones' events lead to, so that one append can write them all. A command whose decide throws is refused
 * alone; the others go on as if it had not been sent.
 *
 * `shared` (the write side's cached state) is never changed before the append: deciders extend maps in
 * place, so the state the later commands are decided on is a copy (the decider's `copy`, or structuredClone;
 * made once, and only when a command with events has another after it). `room`: how many events the stream takes before its
 * books are due; commands past it wait for the next cycle, which closes the books first.
 * `revisions`: the stream's revision the batch starts from and each command's expected one (an edit's
 * If-Match); a command expecting another revision than the one it would be decided on is refused alone.
 */
export function decideBatch<Command, Event extends DomainEvent, State>(
  decider: Decider<Command, Event, State>,
  shared: State,
  commands: readonly Command[],
  room = Infinity,
  revisions?: { from: number; expected: readonly (number | undefined)[] },
): DecidedBatch<Event, State> {
  let work = shared;
  let pending: Event[] = [];
  const outcomes: Outcome<Event>[] = [];
  const events: Event[] = [];
  const after: State[] = [];
  const evolvePending = (copy: boolean) => {
    if (pending.length > 0 && copy && work === shared) work = decider.copy ? decider.copy(shared) : structuredClone(shared);
    for (const e of pending) work = decider.evolve(work, e);
    pending = [];
    while (after.length < outcomes.length) after.push(work);
  };
  for (const [k, command] of commands.entries()) {
    if (outcomes.length > 0 && events.length >= room) break;
    evolvePending(true);
    const expected = revisions?.expected[k];
    if (expected !== undefined && expected !== revisions!.from + events.length) {
      outcomes.push({ error: recordChanged() });
      continue;
    }
    try {
      const decided = decider.decide(command, work);
      checkAgainstContracts(decided, decider.schemas);
      outcomes.push({ events: decided });
      events.push(...decided);
      pending = decided;
    } catch (error) {
      outcomes.push({ error });
    }
  }
  return {
    outcomes,
    events,
    settle() {
      evolvePending(false);
      return { state: work, after };
    },
  };
}
