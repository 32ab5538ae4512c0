import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json, registerMember } from '../test-support/harness.js';
import { MEMBER_WRITE_LIMITS } from './limits.js';
import { TOO_MANY_REQUESTS } from './security.js';

/**
 * Issue 38, item 3: no member-triggered call writes an event per request without a limit. These calls
 * are not bounded by their state, so each has an hourly budget per member.
 */
let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const pathOf = (path: string) => `/api${path.replace(':id', 'bir-av')}`;
const streamEvents = async (harness: Harness) =>
  (await harness.deps.events.readAll(-1, 100_000)).filter((e) => e.type === 'StreamUrlChanged').length;

describe('hourly budgets per member on the calls their state does not bound', () => {
  it('two alternating stream links write an event each time until the 30th, then a Turkish 429 and nothing', async () => {
    h = await createHarness();
    const ayse = await registerMember(h, 'ayse');
    const links = ['https://kick.com/ayse', 'https://kick.com/ayse2'];
    for (let i = 0; i < 30; i += 1) {
      const res = await h.request('POST', '/api/user/update-stream', { cookie: ayse.cookie, body: { streamUrl: links[i % 2] } });
      expect(res.status).toBe(200);
    }
    expect(await streamEvents(h)).toBe(30);
    const refused = await h.request('POST', '/api/user/update-stream', { cookie: ayse.cookie, body: { streamUrl: links[0] } });
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject({ message: TOO_MANY_REQUESTS });
    expect(await streamEvents(h)).toBe(30);
  });

  it.each(MEMBER_WRITE_LIMITS.map((l) => [`${l.method} ${l.path}`, l] as const))(
    '%s: its budget fired at once is spent exactly, then 429; another member and a guest are not affected',
    async (_name, limit) => {
      h = await createHarness();
      const ayse = await registerMember(h, 'ayse');
      const mehmet = await registerMember(h, 'mehmet');
      const url = pathOf(limit.path);
      // Bodies that fail validation write nothing, but an attempt counts all the same.
      const burst = await Promise.all(
        Array.from({ length: limit.perHour + 5 }, () => h!.request(limit.method, url, { cookie: ayse.cookie, body: {} })),
      );
      const statuses = burst.map((r) => r.status);
      expect(statuses.filter((s) => s === 429)).toHaveLength(5);
      // Never a crash (Telegram's init answers 503 here: no bot is configured in tests).
      expect(statuses.filter((s) => s === 500)).toEqual([]);
      const last = await h.request(limit.method, url, { cookie: ayse.cookie, body: {} });
      expect(last.status).toBe(429);
      expect(await json(last)).toMatchObject({ message: TOO_MANY_REQUESTS });
      expect((await h.request(limit.method, url, { cookie: mehmet.cookie, body: {} })).status).not.toBe(429);
      expect((await h.request(limit.method, url, { body: {} })).status).toBe(401);
    },
  );

  it('the API reference says each of these calls may answer 429', async () => {
    h = await createHarness();
    const doc = (await json(await h.request('GET', '/api/openapi.json'))) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    for (const l of MEMBER_WRITE_LIMITS) {
      const op = doc.paths[`/api${l.path.replace(':id', '{id}')}`]?.[l.method.toLowerCase()];
      expect(op, `${l.method} ${l.path}`).toBeDefined();
      expect(Object.keys(op!.responses), `${l.method} ${l.path}`).toContain('429');
    }
  });
});
