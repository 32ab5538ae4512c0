import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as contracts from './index.js';
import { eventCatalogue, renderEventCatalogue } from './event-catalogue.js';

describe('the event catalogue (docs/events.md)', () => {
  it('lists every slice’s event schemas', () => {
    const listed = new Set(eventCatalogue.map((group) => group.events));
    const exported = Object.entries(contracts).filter(([name]) => name.endsWith('EventSchemas'));
    expect(exported.length).toBeGreaterThan(10);
    for (const [name, schemas] of exported)
      expect(listed.has(schemas as never), `${name} is missing from eventCatalogue`).toBe(true);
  });

  it('is what the contracts say today (else run `npm run docs:events`)', () => {
    const written = readFileSync(new URL('../../docs/events.md', import.meta.url), 'utf8');
    expect(written).toBe(renderEventCatalogue());
  });
});
