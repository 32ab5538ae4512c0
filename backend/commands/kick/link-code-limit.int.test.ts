import { afterEach, describe, expect, it } from 'vitest';
import { TOO_MANY_REQUESTS } from '../../http/security.js';
import { json, registerMember } from '../../test-support/harness.js';
import { type KickScene, kickScene } from '../../test-support/kick.js';

/** Issue 38, item 3: each new `!bagla` code writes two permanent events, so asking for one is limited. */
let s: KickScene | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

const codeEvents = async (scene: KickScene) =>
  (await scene.h.deps.events.readAll(-1, 100_000)).filter(
    (e) => e.type === 'KickLinkCodeReserved' || e.type === 'KickLinkCodeIssued',
  ).length;
const ask = (scene: KickScene, cookie: string) => scene.h.request('POST', '/api/kick/link/code', { cookie });

describe('POST /api/kick/link/code: limited', () => {
  it('while the member’s code is valid the call answers that code and writes nothing', async () => {
    s = await kickScene({ clock: () => new Date('2026-11-27T10:00:00Z') });
    const ayse = await registerMember(s.h, 'ayse');
    const first = await json(await ask(s, ayse.cookie));
    const before = await codeEvents(s);
    expect(before).toBe(2);
    for (let i = 0; i < 10; i += 1) {
      const again = await ask(s, ayse.cookie);
      expect(again.status).toBe(200);
      expect(await json(again)).toEqual(first);
    }
    expect(await codeEvents(s)).toBe(before);
  });

  it('a new code at most 5 times an hour per member, then a Turkish 429', async () => {
    let now = new Date('2026-11-27T10:00:00Z');
    s = await kickScene({ clock: () => now });
    const ayse = await registerMember(s.h, 'ayse');
    const codes = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const res = await ask(s, ayse.cookie);
      expect(res.status).toBe(200);
      codes.add((await json(res)).code);
      now = new Date(now.getTime() + 11 * 60_000); // the code expired: the next call makes a new one
    }
    expect(codes.size).toBe(5);
    const sixth = await ask(s, ayse.cookie);
    expect(sixth.status).toBe(429);
    expect((await json(sixth)).message).toBe(TOO_MANY_REQUESTS);
    expect(await codeEvents(s)).toBe(10);
    // Another member is not held back by her limit.
    const mehmet = await registerMember(s.h, 'mehmet');
    expect((await ask(s, mehmet.cookie)).status).toBe(200);
  });

  it('at most 20 new codes an hour from one address, whoever asks', async () => {
    let now = new Date('2026-11-27T10:00:00Z');
    s = await kickScene({ clock: () => now });
    const members = [];
    for (let i = 0; i < 5; i += 1) members.push(await registerMember(s.h, `uye${i}`));
    const statuses: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      for (const m of members.slice(0, round === 4 ? 1 : 5)) statuses.push((await ask(s, m.cookie)).status);
      now = new Date(now.getTime() + 11 * 60_000);
    }
    expect(statuses.filter((x) => x === 200)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
    expect(await codeEvents(s)).toBe(40);
  });
});
