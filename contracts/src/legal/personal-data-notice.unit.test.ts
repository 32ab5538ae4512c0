import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { schemaOfEventType } from '../event-schemas.js';
import { personalDataOfEventType } from '../personal-data.js';
import { PERSONAL_DATA_KINDS } from './personal-data-notice.js';

/** `Event.field` or `Event.items[].field`, as personal-data.ts marks it. */
const markedFields = () =>
  Object.entries(personalDataOfEventType).flatMap(([type, parts]) =>
    parts.flatMap((p) => Object.keys(p.fields).map((f) => (p.items ? `${type}.${p.items}[].${f}` : `${type}.${f}`))),
  );

function fieldExists(ref: string) {
  const [type, ...path] = ref.split('.');
  let schema = schemaOfEventType[type as keyof typeof schemaOfEventType] as z.ZodType | undefined;
  for (const step of path) {
    if (!schema) return false;
    const items = step.endsWith('[]');
    schema = (schema as z.ZodObject).shape?.[items ? step.slice(0, -2) : step] as z.ZodType | undefined;
    if (items && schema) schema = (schema as z.ZodArray).element as z.ZodType;
  }
  return schema !== undefined;
}

describe('the privacy notice list', () => {
  it('has a line for every field personal-data.ts marks, exactly one', () => {
    const named = PERSONAL_DATA_KINDS.flatMap((k) => k.fields);
    for (const field of markedFields())
      expect(
        named.filter((n) => n === field),
        field,
      ).toHaveLength(1);
  });

  it('names only fields the events have', () => {
    for (const field of PERSONAL_DATA_KINDS.flatMap((k) => k.fields)) expect(fieldExists(field), field).toBe(true);
  });

  it('gives every kind its data, purpose, KVKK md. 5 ground and retention, under distinct ids', () => {
    expect(new Set(PERSONAL_DATA_KINDS.map((k) => k.id)).size).toBe(PERSONAL_DATA_KINDS.length);
    for (const kind of PERSONAL_DATA_KINDS) {
      for (const text of [kind.title, kind.data, kind.purpose, kind.retention]) expect(text.trim(), kind.id).not.toBe('');
      expect(kind.legalGround, kind.id).toMatch(/KVKK m\. 5\/(1|2-[a-f])/);
    }
  });

  it('names Kick, hunt predictions, sessions, two-step login data and push subscriptions', () => {
    const titles = PERSONAL_DATA_KINDS.map((k) => `${k.title} ${k.data}`).join('\n');
    for (const word of ['Kick', 'tahmin', 'Oturum', 'İki adımlı', 'anlık bildirim aboneliği']) expect(titles).toContain(word);
  });
});
