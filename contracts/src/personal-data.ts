import type { ContractSlice } from './contract-slice.js';
import type { EventType } from './event-schemas.js';
import type { PersonalPart } from './personal-parts.js';
import { contractSlices } from './slices.js';

export {
  BY_USERNAME,
  Erased,
  KICK_SUBJECT_PREFIX,
  type PersonalPart,
  PSEUDONYM_PATTERN,
  PSEUDONYM_PREFIX,
} from './personal-parts.js';

/**
 * Every event type that carries personal data (docs/privacy.md), gathered from the slices' event groups:
 * each group declares its own (`personal` in `<slice>/slice.ts`). A type not listed carries none.
 */
export const personalDataOfEventType: Partial<Record<EventType, readonly PersonalPart[]>> = Object.fromEntries(
  contractSlices.flatMap((s: ContractSlice) => Object.entries(s.personal ?? {})),
);

/**
 * The event that erases a member: once the read models have applied it and written the result, no file
 * may keep the old values (the embedded read models' file folds its journal back, docs/privacy.md).
 */
export const ERASURE_EVENT_TYPE = 'MemberErased' satisfies EventType;
