import { expect } from 'vitest';
import type { Decider, DomainEvent } from '../core/decider.js';
import { DomainError } from '../core/errors.js';
import { upcast } from '../core/event-types.js';
import { statusOf } from '../http/error-status.js';

/**
 * The state past events fold to, as the command handler folds a stream: a stored older version reaches
 * `evolve` lifted to the newest by its upcaster. Stored events are loosely typed (`{ type, data }`) so a
 * test can give the older shape.
 */
export function fold<E extends DomainEvent, S>(decider: Decider<never, E, S>, history: readonly DomainEvent[]): S {
  return history.reduce((s, e) => decider.evolve(s, { type: e.type, data: upcast(e.type, e.data) } as E), decider.initialState());
}

/** Given (past events) / When (command) / Then (new events, or the domain error's status and text). */
export function given<C, E extends DomainEvent, S>(decider: Decider<C, E, S>, history: NoInfer<E>[] = []) {
  const state = fold(decider, history);
  return {
    when(command: NoInfer<C>) {
      const run = () => decider.decide(command, state);
      return {
        then(expected: NoInfer<E>[]) {
          expect(run()).toEqual(expected);
        },
        thenFails(status: number, message?: string | RegExp) {
          let error: unknown;
          try {
            run();
          } catch (err) {
            error = err;
          }
          expect(error).toBeInstanceOf(DomainError);
          // The status the HTTP layer answers with: what a person (and the route's test) sees.
          expect(statusOf((error as DomainError).code)).toBe(status);
          if (message) expect((error as DomainError).message).toMatch(message);
        },
      };
    },
  };
}
