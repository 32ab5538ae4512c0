import { afterEach, describe, expect, it } from 'vitest';
import { systemContext } from '../core/system-context.js';
import { createHarness, type Harness, json } from '../test-support/harness.js';
import { coverPng, seedEvents } from './events.js';

let h: Harness;
afterEach(async () => h?.close());

describe('events demo seeder', () => {
  it('adds one ongoing event open to everyone and one upcoming, with covers stored locally', async () => {
    h = await createHarness();
    const position = await seedEvents(h.deps, systemContext(h.deps, 'demo-seed'));
    await h.deps.runner.waitFor(position);
    const events = await json(await h.request('GET', '/api/events'));
    const byStatus = Object.fromEntries(events.map((e: { status: string }) => [e.status, e]));
    expect(Object.keys(byStatus).sort()).toEqual(['ongoing', 'upcoming']);
    expect(byStatus.ongoing.requiresTelegramVerification).toBe(false);
    for (const e of events) {
      expect(e.photoUrl).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
      expect((await h.request('GET', e.photoUrl)).status).toBe(200);
    }
  });

  it('draws a valid PNG of the asked size', () => {
    const png = coverPng([255, 110, 48], [139, 92, 246], 40, 20);
    expect([...png.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([40, 20]);
  });
});
