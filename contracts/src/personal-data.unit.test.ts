import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaOfEventType } from './event-schemas.js';
import { BY_USERNAME, personalDataOfEventType } from './personal-data.js';

/** The object schema a field path leads to: the event's own, or its array field's items. */
function objectShape(schema: z.ZodType, items?: string): Record<string, z.ZodType> {
  const shape = (schema as z.ZodObject).shape;
  if (!items) return shape;
  return ((shape[items] as z.ZodArray).element as z.ZodObject).shape;
}

describe('personal data registry', () => {
  it('marks only fields its event types have, and a subject field each of them carries', () => {
    for (const [type, parts] of Object.entries(personalDataOfEventType)) {
      const schema = schemaOfEventType[type as keyof typeof schemaOfEventType];
      expect(schema, type).toBeDefined();
      for (const part of parts) {
        const shape = objectShape(schema, part.items);
        for (const field of Object.keys(part.fields)) expect(shape[field], `${type}.${field}`).toBeDefined();
        if (part.subject === BY_USERNAME) expect(shape.username, `${type}: username`).toBeDefined();
        else expect(shape[part.subject], `${type}: subject ${part.subject}`).toBeDefined();
      }
    }
  });

  it('marks the fields the privacy notice names: e-mail, phone, names, stream link, handles, Kick name, join messages', () => {
    const marked = (type: keyof typeof personalDataOfEventType) =>
      personalDataOfEventType[type]!.flatMap((p) => Object.keys(p.fields));
    expect(marked('UserRegistered')).toEqual(
      expect.arrayContaining(['username', 'email', 'phone', 'firstName', 'lastName', 'streamUrl']),
    );
    expect(marked('SocialVerificationRequested')).toContain('platformUsername');
    expect(marked('KickAccountLinked')).toContain('kickUsername');
    expect(marked('MemberJoinedEvent')).toEqual(expect.arrayContaining(['message', 'userEmail', 'username']));
  });
});
