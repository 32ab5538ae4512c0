import { type EventType, schemaOfEventType, upcasterOfEventType } from '@app/contracts';
import type { z } from 'zod';
import type { RecordedEvent } from './event-store/event-store.js';

type Schemas = Record<string, z.ZodType>;

/**
 * The event union of a slice, derived from its schemas in `contracts` (the one definition of every
 * event): `EventOf<typeof rewardEventSchemas>`, or a few of its types with the second argument.
 * Versioned types carry their newest version, which is what readers are handed (see `upcast`).
 */
export type EventOf<S extends Schemas, T extends keyof S & string = keyof S & string> = {
  [K in T]: { type: K; data: z.output<S[K]> };
}[T];

/** Any event of the log. */
export type AppEvent = EventOf<typeof schemaOfEventType>;

/** An event as read from the log, typed by what its type says its data is. */
export type Recorded<E extends { type: string; data: unknown }> = E extends unknown
  ? Omit<RecordedEvent, 'type' | 'data'> & E
  : never;

const upcasters: Partial<Record<string, (data: never) => unknown>> = upcasterOfEventType;

/** The stored data lifted to its type's newest version (the same object when there is only one). */
export const upcast = (type: string, data: unknown): unknown => {
  const up = upcasters[type];
  return up ? up(data as never) : data;
};

/** The recorded event with its data lifted to the newest version. */
export const upcastRecorded = (e: RecordedEvent): RecordedEvent =>
  upcasters[e.type] ? { ...e, data: upcast(e.type, e.data) } : e;

const schemas: Partial<Record<string, z.ZodType>> = schemaOfEventType;

// A wrong event fails the test (or the developer's request) that produced it; production trusts the
// deciders, whose output the type system already shapes, and spares the parse on every append.
const checking = process.env.NODE_ENV !== 'production';

/** Throws when an event about to be appended is not what its contract says (off in production). */
export function checkAgainstContracts(
  events: readonly { type: string; data: unknown }[],
  own: Readonly<Partial<Record<string, z.ZodType>>> = schemas,
): void {
  if (!checking) return;
  for (const e of events) {
    const schema = own[e.type];
    if (!schema) throw new Error(`Event type ${e.type} has no schema in contracts`);
    const parsed = schema.safeParse(e.data);
    if (!parsed.success) throw new Error(`Event ${e.type} does not match its contract: ${parsed.error.message}`);
  }
}

export type { EventType };

/** Events of the given types as read from the log (upcast): what a projection's helpers take. */
export type LogEvent<T extends EventType = EventType> = Recorded<EventOf<typeof schemaOfEventType, T>>;

/**
 * A guard that narrows an event to one of `types`: `const isBalanceChange = ofType(BALANCE_CHANGES)`,
 * then `if (isBalanceChange(event)) event.data.balance`.
 */
export function ofType<const T extends string>(types: readonly T[]) {
  const set = new Set<string>(types);
  return <E extends { type: string }>(e: E): e is Extract<E, { type: T }> => set.has(e.type);
}

/**
 * A stored event as its type says it is, upcast: for a reader that walks the log itself (a replay).
 * The one trusted step from the log to the types: every event was checked against its contract when
 * appended, and its type never changes meaning (a new shape is a new version with an upcaster).
 */
export const fromLog = (e: RecordedEvent): LogEvent => upcastRecorded(e) as LogEvent;
