import { BY_USERNAME, Erased, type PersonalPart, personalDataOfEventType } from '@app/contracts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The personal parts of an event type (none for most types). */
export const partsOf = (type: string): readonly PersonalPart[] | undefined =>
  (personalDataOfEventType as Record<string, readonly PersonalPart[] | undefined>)[type];

/** The objects a part's fields live in: the event's data, or each item of its array field. */
export function targetsOf(data: Obj, part: PersonalPart): Obj[] {
  if (!part.items) return [data];
  const items = data[part.items];
  return Array.isArray(items) ? items.filter(isObj) : [];
}

/**
 * The subject's id in a target, or null (no subject: nothing is sealed). Names and Kick accounts are
 * resolved through the key store by the caller.
 */
export function subjectIn(target: Obj, part: PersonalPart): string | null {
  if (part.subject === BY_USERNAME || part.kickAccount) return null;
  const id = target[part.subject];
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  return String(id);
}

/** The Kick user id a Kick account's part is sealed for, or null (none, anonymous, or already erased as 0). */
export function kickUserIdIn(target: Obj, part: PersonalPart): number | null {
  const id = part.kickAccount ? target[part.subject] : null;
  return typeof id === 'number' && id !== 0 ? id : null;
}

/** What an erased field reads as (docs/privacy.md). */
export function erasedValue(kind: Erased, pseudonym: string | null): string | number | null {
  switch (kind) {
    case Erased.pseudonym:
      return pseudonym ?? '';
    case Erased.empty:
      return '';
    case Erased.zero:
      return 0;
    default:
      return null;
  }
}

/** Copies the data, with fresh copies of the arrays a part seals items of: the caller's event stays as it was. */
export function copyForSealing(data: Obj, parts: readonly PersonalPart[]): Obj {
  const copy: Obj = { ...data };
  for (const p of parts) {
    const items = p.items ? copy[p.items] : undefined;
    if (p.items && Array.isArray(items)) copy[p.items] = items.map((i: unknown) => (isObj(i) ? { ...i } : i));
  }
  return copy;
}
