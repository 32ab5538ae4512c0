import { ErrorType } from '@eventstore/db-client';

const typeOf = (err: unknown): unknown =>
  typeof err === 'object' && err !== null ? (err as { type?: unknown }).type : undefined;

/**
 * Errors after which an append may or may not have been written: the request left, the answer did not
 * come back. Retrying with the same event ids is safe (the server's idempotent write check absorbs a
 * second copy); NOT_LEADER is refused before writing, and retrying it reaches the new leader.
 */
const OUTCOME_UNKNOWN = new Set<unknown>([
  ErrorType.UNAVAILABLE,
  ErrorType.DEADLINE_EXCEEDED,
  ErrorType.TIMEOUT,
  ErrorType.CANCELLED,
  ErrorType.NOT_LEADER,
]);

export const isOutcomeUnknown = (err: unknown): boolean => OUTCOME_UNKNOWN.has(typeOf(err));

/**
 * Errors a subscription cannot outlast by waiting: the server answers the same however often it is asked
 * (no right to read $all, a deleted stream, a request it does not understand). Anything else (a dropped
 * connection, a leader election, an unknown failure) is worth another try.
 */
const PERMANENT = new Set<unknown>([
  ErrorType.ACCESS_DENIED,
  ErrorType.STREAM_DELETED,
  ErrorType.NOT_FOUND,
  ErrorType.STREAM_NOT_FOUND,
  ErrorType.INVALID_ARGUMENT,
  ErrorType.UNSUPPORTED,
  ErrorType.USER_NOT_FOUND,
]);

export const isPermanent = (err: unknown): boolean => PERMANENT.has(typeOf(err));

/**
 * The wait before the `attempt`th retry (1-based): doubling from `baseMs` up to `maxMs`, then a random
 * point in its upper half, so that instances dropped together do not all come back at the same moment.
 */
export function backoffMs(attempt: number, baseMs: number, maxMs: number, random = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(attempt - 1, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
