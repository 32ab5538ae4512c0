import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from '../test-support/clock.js';
import { loginStaff } from '../test-support/staff.js';
import { createHarness, type Harness, json, registerMember } from '../test-support/harness.js';

let h: Harness;
afterEach(async () => h?.close());

/** The answer and its ETag at the clock's current time, for a guest. */
async function look(url: string) {
  const res = await h.request('GET', url);
  expect(res.status).toBe(200);
  return { etag: res.headers.get('etag'), body: await json(res) };
}

describe('ready answers that the clock changes', () => {
  it('a card joins the public list the instant its window opens and leaves 1 ms after it closes, with no event', async () => {
    const time = manualClock('2025-05-01T09:00:00.000Z');
    h = await createHarness({ clock: time.clock });
    const staff = await loginStaff(h);
    const card = { link: 'https://site.example', visibleFrom: '2025-05-01T12:00:00.000Z', visibleTo: '2025-05-01T13:00:00.000Z' };
    expect((await h.request('POST', '/api/cards', { cookie: staff, body: { title: 'Pencere', ...card } })).status).toBe(201);
    expect(
      (await h.request('POST', '/api/cards', { cookie: staff, body: { title: 'Her zaman', link: 'https://site.example' } }))
        .status,
    ).toBe(201);
    const titles = async () => (await look('/api/cards')).body.map((c: { title: string }) => c.title);

    const closed = await look('/api/cards');
    time.set('2025-05-01T11:59:59.999Z');
    expect(await look('/api/cards')).toEqual(closed); // the same ready answer, ETag and all
    time.set('2025-05-01T12:00:00.000Z');
    const open = await look('/api/cards');
    expect(open.body.map((c: { title: string }) => c.title)).toEqual(['Pencere', 'Her zaman']);
    expect(open.etag).not.toBe(closed.etag);
    time.set('2025-05-01T13:00:00.000Z'); // visibleTo is inclusive
    expect(await titles()).toEqual(['Pencere', 'Her zaman']);
    time.set('2025-05-01T13:00:00.001Z');
    expect(await look('/api/cards')).toEqual(closed); // the same bytes again, so the same ETag
    time.set('2025-05-01T12:30:00.000Z'); // a clock set back (tests, NTP) is never answered from the future
    expect(await titles()).toEqual(['Pencere', 'Her zaman']);
  });

  it("an event's status turns upcoming → ongoing → past at its dates, with no event", async () => {
    const time = manualClock('2025-05-01T08:00:00.000Z');
    h = await createHarness({ clock: time.clock });
    const staff = await loginStaff(h);
    const body = {
      title: 'Turnuva',
      description: 'Açıklama',
      requiresTelegramVerification: false,
      startDate: '2025-05-01T09:00:00.000Z',
      endDate: '2025-05-01T10:00:00.000Z',
    };
    expect((await h.request('POST', '/api/admin/events', { cookie: staff, body })).status).toBe(201);
    const status = async () => (await look('/api/events')).body[0].status;

    expect(await status()).toBe('upcoming');
    time.set('2025-05-01T08:59:59.999Z');
    expect(await status()).toBe('upcoming');
    time.set('2025-05-01T09:00:00.000Z');
    expect(await status()).toBe('ongoing');
    time.set('2025-05-01T10:00:00.000Z');
    expect(await status()).toBe('ongoing');
    time.set('2025-05-01T10:00:00.001Z');
    expect(await status()).toBe('past');
  });

  it('a period board turns over with the Istanbul week, and its ETag with it', async () => {
    const time = manualClock('2025-05-04T20:00:00Z'); // Sunday 23:00 in Istanbul
    h = await createHarness({ clock: time.clock });
    const staff = await loginStaff(h);
    const { cookie } = await registerMember(h, 'hafta');
    const streamUrl = 'https://kick.com/hafta';
    await h.request('POST', '/api/streaming-verifications', {
      cookie: staff,
      body: { adminStreamUrl: streamUrl, pointsReward: 100 },
    });
    expect((await h.request('POST', '/api/user/update-stream', { cookie, body: { streamUrl } })).status).toBe(200);

    const sunday = await look('/api/leaderboard?period=week');
    expect(sunday.body).toEqual([{ username: 'hafta', points: 100 }]);
    time.set('2025-05-04T20:59:59.999Z');
    expect(await look('/api/leaderboard?period=week')).toEqual(sunday);
    time.set('2025-05-04T21:00:00.000Z'); // Monday 00:00 in Istanbul: a new, empty week
    const monday = await look('/api/leaderboard?period=week');
    expect(monday.body).toEqual([]);
    expect(monday.etag).not.toBe(sunday.etag);
    expect((await look('/api/leaderboard?period=month')).body).toEqual([{ username: 'hafta', points: 100 }]);
  });
});
