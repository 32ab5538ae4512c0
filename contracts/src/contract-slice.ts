import type { ZodType } from 'zod';
import type { PersonalPart } from './personal-parts.js';

/**
 * What one slice's contract brings to the log: its event schemas (the newest version of each type), the
 * streams they are appended to (for docs/events.md), the personal data each type carries (KVKK: what
 * the event-store boundary seals, docs/privacy.md) and the upcasters of the types stored in several
 * versions. `contracts/src/slices.ts` lists every group; the event registry, the catalogue and the
 * privacy boundary read that list.
 */
export interface ContractSlice<E extends Record<string, ZodType> = Record<string, ZodType>> {
  /** The heading in docs/events.md. */
  slice: string;
  /** The streams its events are appended to (`<category>-<id>`), in markdown. */
  streams: string;
  events: E;
  /** The event types that carry personal data; a type not named here carries none. */
  personal?: { readonly [T in keyof E]?: readonly PersonalPart[] };
  /** Types stored in more than one version, each with the function that lifts any stored version to the newest. */
  upcasters?: { readonly [T in keyof E]?: (data: never) => unknown };
}

/** Declares a slice's event group, keeping its exact event-type keys for the derived unions. */
export const contractSlice = <const E extends Record<string, ZodType>>(group: ContractSlice<E>): ContractSlice<E> => group;
