import { expect } from 'vitest';
import type { Decider, DomainEvent } from '../core/decider.js';
import { DomainError } from '../core/errors.js';
import { statusOf } from '../http/error-status.js';

/** Given (past events) / When (command) / Then (new events, or the domain error's status and text). */
export function given<C, E extends DomainEvent, S>(decider: Decider<C, E, S>, history: NoInfer<E>[] = []) {
  const state = history.reduce(decider.evolve, decider.initialState());
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
