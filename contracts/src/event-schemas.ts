import type { ContractSlice } from './contract-slice.js';
import { contractSlices } from './slices.js';

type Groups = (typeof contractSlices)[number];
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type Flat<T> = { readonly [K in keyof T]: T[K] };

/**
 * Every event type of the log with the schema of its newest version: the one definition the backend's
 * event unions are derived from and every appended event is checked against. Made from the slices'
 * event groups (`contracts/src/slices.ts`).
 */
export const schemaOfEventType = Object.fromEntries(
  contractSlices.flatMap((s: ContractSlice) => Object.entries(s.events)),
) as Flat<Intersection<Groups['events']>>;

export type EventType = keyof typeof schemaOfEventType;

/**
 * The types stored in more than one version, each with the function that lifts any stored version to
 * the newest: readers (deciders and projections) are handed events already lifted.
 */
export const upcasterOfEventType: Partial<Record<EventType, (data: never) => unknown>> = Object.fromEntries(
  contractSlices.flatMap((s: ContractSlice) => Object.entries(s.upcasters ?? {})),
);

/** True when `type` is an event type of the log (for lists built from names, such as the audited types). */
export const isEventType = (type: string): type is EventType => Object.hasOwn(schemaOfEventType, type);
