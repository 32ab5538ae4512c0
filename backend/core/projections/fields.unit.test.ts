import { describe, expect, it } from 'vitest';
import { withFields } from './fields.js';

describe('withFields', () => {
  it('is the spread it stands for: own fields in order but the omitted one, then the extra ones (which win)', () => {
    const source = { applicationId: 'a1', userId: 'u1', amount: 5, note: null, nested: { n: 1 } };
    const { applicationId: _omitted, ...rest } = source;
    const made = withFields(source, { amount: 6, status: 'pending' }, 'applicationId');
    expect(made).toEqual({ ...rest, amount: 6, status: 'pending' });
    expect(Object.keys(made)).toEqual(Object.keys({ ...rest, amount: 6, status: 'pending' }));
    expect(made.nested).toBe(source.nested); // shallow, as a spread
    expect(Object.keys(withFields(source, {}))).toEqual(Object.keys(source));
  });
});
