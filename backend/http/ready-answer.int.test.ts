import { afterEach, describe, expect, it, vi } from 'vitest';
import { recorderFor } from '../commands/analytics/routes.js';
import { eventWithJoins, members } from '../test-support/draws.js';
import { loginStaff } from '../test-support/staff.js';
import { createHarness, type Harness, registerMember } from '../test-support/harness.js';

let h: Harness;
afterEach(async () => h?.close());

const IMG = 'https://cdn.ornek.test/gorsel.png';
type Change = (h: Harness, staff: string, n: number) => Promise<Response>;
const post =
  (url: string, body: unknown): Change =>
  (h, staff) =>
    h.request('POST', url, { cookie: staff, body });

/** Gives a new member 100 points through today's stream rule (an award: every board moves). */
const earnPoints: Change = async (h, staff, n) => {
  const { cookie } = await registerMember(h, `kazanan${n}`);
  const streamUrl = `https://kick.com/kazanan${n}`;
  await h.request('POST', '/api/streaming-verifications', {
    cookie: staff,
    body: { adminStreamUrl: streamUrl, pointsReward: 100 },
  });
  return h.request('POST', '/api/user/update-stream', { cookie, body: { streamUrl } });
};

/** Every public list the site serves as a ready answer, and a staff (or member) change that moves it. */
const LISTS: { url: string; change: Change }[] = [
  { url: '/api/cards', change: (h, s, n) => post('/api/cards', { title: `Site ${n}`, link: 'https://site.example' })(h, s, n) },
  { url: '/api/banners', change: post('/api/banners', { imageUrl: IMG }) },
  { url: '/api/sliding-banners', change: post('/api/sliding-banners', { imageUrl: IMG }) },
  { url: '/api/companies', change: post('/api/companies', { name: 'Firma', logoUrl: IMG }) },
  {
    url: '/api/events',
    change: post('/api/admin/events', { title: 'Turnuva', description: 'Açıklama', requiresTelegramVerification: false }),
  },
  { url: '/api/rewards/active', change: post('/api/rewards', { title: 'Kupa', description: 'Kupa', pointsCost: 50, stock: 3 }) },
  { url: '/api/ticket-companies', change: post('/api/ticket-companies', { name: 'Yıldız', logoUrl: IMG, ticketPrice: 500 }) },
  {
    url: '/api/ticket-settings',
    change: (h, staff, n) =>
      h.request('PATCH', '/api/ticket-settings', {
        cookie: staff,
        body: { ticketPrice: 600 + n, minimumInvestment: 100, infoMessage: 'Bilgi' },
      }),
  },
  {
    url: '/api/site-settings',
    change: (h, staff, n) =>
      h.request('PUT', '/api/site-settings', {
        cookie: staff,
        body: { settings: [{ key: 'marqueeText', value: `Duyuru ${n}` }] },
      }),
  },
  {
    url: '/api/draws',
    change: async (h, staff, n) => {
      const eventId = await eventWithJoins(h, staff, await members(h, `katilan${n}_`, 2));
      return h.request('POST', '/api/admin/draws', {
        cookie: staff,
        body: { title: 'Çekiliş', source: { type: 'event', eventId }, winnerCount: 1 },
      });
    },
  },
  { url: '/api/leaderboard', change: earnPoints },
  { url: '/api/leaderboard?period=week', change: earnPoints },
  { url: '/api/leaderboard?period=month', change: earnPoints },
];

const get = (url: string, headers: Record<string, string> = {}, cookie?: string) => h.request('GET', url, { headers, cookie });

describe.each(LISTS)('the ready answer of GET $url', ({ url, change }) => {
  it('carries an ETag, answers 304 to it, and a change shows in the next GET with a new ETag', async () => {
    h = await createHarness();
    const staff = await loginStaff(h);
    const first = await get(url);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const body = await first.text();

    for (const ifNoneMatch of [etag, `W/${etag}`, `"eski", ${etag}`, '*']) {
      const again = await get(url, { 'if-none-match': ifNoneMatch });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
    }
    expect((await get(url, { 'if-none-match': '"eski"' })).status).toBe(200);

    // Page views move the log all the time; they are no change to this list.
    await h.request('POST', '/api/analytics/page-view', { body: { path: '/' } });
    await recorderFor(h.deps).flush();
    await h.deps.runner.waitFor(await h.deps.events.headPosition());
    expect((await get(url, { 'if-none-match': etag })).status).toBe(304);

    const changed = await change(h, staff, 1);
    expect(changed.status, await changed.clone().text()).toBeLessThan(300);
    const next = await get(url, { 'if-none-match': etag });
    expect(next.status).toBe(200);
    expect(next.headers.get('etag')).not.toBe(etag);
    expect(await next.text()).not.toBe(body);
  });
});

describe('ready answers', () => {
  it('read-your-writes holds for concurrent staff changes, and every answer is the bytes its ETag names', async () => {
    h = await createHarness();
    const staff = await loginStaff(h);
    const titles = Array.from({ length: 12 }, (_, i) => `Eşzamanlı ${i}`);
    const bodies = new Map<string, string>();
    await Promise.all(
      titles.map(async (title) => {
        const res = await h.request('POST', '/api/cards', { cookie: staff, body: { title, link: 'https://site.example' } });
        expect(res.status).toBe(201);
        const list = await get('/api/cards');
        const text = await list.text();
        expect(JSON.parse(text).map((c: { title: string }) => c.title)).toContain(title);
        // One ETag never names two different bodies.
        const etag = list.headers.get('etag')!;
        expect(bodies.get(etag) ?? text).toBe(text);
        bodies.set(etag, text);
      }),
    );
    expect((await get('/api/cards').then((r) => r.json())).length).toBe(titles.length);
  });

  it('are made for everyone alike: staff fields, e-mails and member ids never reach them, even when staff asked first', async () => {
    h = await createHarness();
    const staff = await loginStaff(h);
    const people = await members(h, 'gizli', 2);
    await earnPoints(h, staff, 1);
    await h.request('POST', '/api/cards', {
      cookie: staff,
      body: { title: 'Kart', link: 'https://site.example', visibleFrom: null },
    });
    await h.request('POST', '/api/rewards', {
      cookie: staff,
      body: { title: 'Kupa', description: 'Kupa', pointsCost: 50, stock: 3 },
    });
    const eventId = await eventWithJoins(h, staff, people);
    const draw = await h.request('POST', '/api/admin/draws', {
      cookie: staff,
      body: { title: 'Ç', source: { type: 'event', eventId }, winnerCount: 1 },
    });
    await h.request('POST', `/api/admin/draws/${(await draw.json()).id}/run`, { cookie: staff });

    for (const { url } of LISTS) {
      const asStaff = await (await get(url, {}, staff)).text();
      const asGuest = await get(url);
      const asMember = await get(url, {}, people[0]!.cookie);
      const text = await asGuest.text();
      expect(text, url).toBe(asStaff);
      expect(await asMember.text(), url).toBe(text);
      expect(asGuest.headers.get('set-cookie'), url).toBeNull();
      // Known, outside this change: an event draw's entry is the participation id `<event>_<member>`, so
      // winners[].entry names the member's id. It is frozen in DrawRun's hashed entry list (draws slice).
      const checked = url === '/api/draws' ? text.replace(/"entry":"[^"]*"/g, '"entry":"-"') : text;
      for (const secret of [
        '@example.com',
        people[0]!.userId,
        people[1]!.userId,
        '"status":"published"',
        '"sold"',
        '"participations"',
        'passwordHash',
        'visibleFrom',
      ]) {
        expect(checked, `${url} leaks ${secret}`).not.toContain(secret);
      }
    }
  });
});

describe('the ready lane', () => {
  it('falls back to the API path when an answer cannot be made: a passing failure is retried, a lasting one is a clear error with the API headers', async () => {
    h = await createHarness();
    const collection = h.deps.read.collection.bind(h.deps.read);
    let failures = 0;
    const spy = vi.spyOn(h.deps.read, 'collection').mockImplementation((name: string) => {
      const c = collection(name);
      if (name !== 'cards' || failures <= 0) return c;
      failures -= 1;
      return { ...c, find: () => Promise.reject(new Error('disk unavailable')) };
    });
    failures = 2; // the lane's making (two reads of cards) fails, the API path's succeeds
    const retried = await get('/api/cards');
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual([]);

    await h.request('POST', '/api/cards', { cookie: await loginStaff(h), body: { title: 'Yeni', link: 'https://site.example' } });
    failures = Number.POSITIVE_INFINITY; // every making fails
    const failed = await get('/api/cards');
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect((await failed.json()).message).toMatch(/[ğüşıöçİ]/); // a Turkish message, not a stack
    expect(failed.headers.get('x-content-type-options')).toBe('nosniff');
    expect(failed.headers.get('cache-control')).toBe('no-store');
    spy.mockRestore();
    expect((await get('/api/cards')).status).toBe(200);
  });
});
