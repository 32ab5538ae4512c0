import type { Decider, DomainEvent } from './decider.js';
import type { EventStore } from './event-store/event-store.js';

/** The current state of one stream, folded on the write side (never from a read model). */
export async function loadState<C, E extends DomainEvent, S>(events: EventStore, streamId: string, decider: Decider<C, E, S>) {
  const recorded = await events.readStream(streamId);
  let state = decider.initialState();
  for (const e of recorded) state = decider.evolve(state, { type: e.type, data: e.data } as E);
  return state;
}

/**
 * Runs tasks one after another within this process. Correctness never depends on it (the expected
 * revision does); it only spares a crowd of concurrent approvals from colliding and retrying.
 */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
