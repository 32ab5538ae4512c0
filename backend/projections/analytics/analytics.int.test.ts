import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, json, registerMember } from '../../test-support/harness.js';
import { loginStaff } from '../../test-support/staff.js';
import { analyticsHarness, clickAt, settle, viewAt } from '../../test-support/analytics.js';
import type { ManualClock } from '../../test-support/clock.js';

let h: Harness;
let clock: ManualClock;
let staff: string;
beforeEach(async () => ({ h, clock, staff } = await analyticsHarness()));
afterEach(async () => (await settle(h), await h.close()));

const get = async (url: string, cookie = staff) => {
  const res = await h.request('GET', url, { cookie });
  return { status: res.status, body: await json(res) };
};
const overview = async (query: string) => (await get(`/api/analytics/overview?${query}`)).body;

/** Istanbul is UTC+3: 21:00Z is Istanbul midnight. */
async function recordAroundMidnights() {
  await viewAt(h, clock, '2025-04-02T20:59:59Z'); // 2 Apr 23:59:59: just outside "last 30 days" on 2 May
  await viewAt(h, clock, '2025-04-02T21:00:00Z'); // 3 Apr 00:00: first second of the month window
  await viewAt(h, clock, '2025-04-25T20:59:59Z'); // 25 Apr 23:59:59: just outside "last 7 days"
  await viewAt(h, clock, '2025-04-25T21:00:00Z'); // 26 Apr 00:00: first second of the week window
  for (let i = 0; i < 2; i += 1) await viewAt(h, clock, '2025-05-01T20:59:59Z'); // 1 May 23:59:59
  for (let i = 0; i < 3; i += 1) await viewAt(h, clock, '2025-05-01T21:00:00Z'); // 2 May 00:00:00
  await settle(h);
}

describe('periods are whole Istanbul days', () => {
  it('day starts at Istanbul midnight; week and month are the last 7 and 30 days, today included', async () => {
    await recordAroundMidnights();
    clock.set('2025-05-01T21:00:00Z'); // 2 May 00:00:00 in Istanbul
    expect(await overview('period=day')).toEqual({ pageViews: 3, totalPageViews: 9, totalCardClicks: 0 });
    clock.set('2025-05-02T20:59:59Z'); // 2 May 23:59:59
    expect((await overview('period=day')).pageViews).toBe(3);
    expect((await overview('period=week')).pageViews).toBe(1 + 2 + 3);
    expect((await overview('')).pageViews).toBe(6); // week is the default
    expect((await overview('period=month')).pageViews).toBe(1 + 1 + 1 + 2 + 3); // 3 Apr .. 2 May
    expect((await overview('period=all')).pageViews).toBe(9);
    clock.set('2025-05-02T21:00:00Z'); // 3 May 00:00:00: a new day, the windows move on by one day
    expect((await overview('period=day')).pageViews).toBe(0);
    expect((await overview('period=week')).pageViews).toBe(2 + 3);
    expect((await overview('period=month')).pageViews).toBe(1 + 1 + 2 + 3); // 4 Apr .. 3 May
  });

  it('a custom range covers its start and end days in full', async () => {
    await recordAroundMidnights();
    expect((await overview('startDate=2025-05-01&endDate=2025-05-01')).pageViews).toBe(2);
    expect((await overview('startDate=2025-05-01&endDate=2025-05-02')).pageViews).toBe(5);
    expect((await overview('period=custom&startDate=2025-04-25&endDate=2025-04-26')).pageViews).toBe(2);
    // An ISO instant counts as the Istanbul day it falls in: 21:00Z on 1 May is 2 May.
    expect((await overview('startDate=2025-05-01T21:00:00.000Z&endDate=2025-05-02')).pageViews).toBe(3);
  });
});

describe('custom range rules', () => {
  it.each([
    ['startDate=2025-05-02&endDate=2025-05-01', 'Başlangıç tarihi bitiş tarihinden sonra olamaz'],
    ['startDate=2025-05-01', 'Özel tarih aralığı için başlangıç ve bitiş tarihi birlikte gönderilmelidir'],
    ['endDate=2025-05-01', 'Özel tarih aralığı için başlangıç ve bitiş tarihi birlikte gönderilmelidir'],
    ['period=custom', 'Özel tarih aralığı için başlangıç ve bitiş tarihi birlikte gönderilmelidir'],
    ['startDate=2025-02-30&endDate=2025-03-01', 'Geçerli bir tarih girin (YYYY-AA-GG)'],
    ['startDate=dün&endDate=bugün', 'Geçerli bir tarih girin (YYYY-AA-GG)'],
    ['startDate=2025-05-01&endDate=2025-05-03', 'Gelecekteki bir tarih seçilemez'],
    ['period=week&startDate=2025-05-01&endDate=2025-05-02', 'Dönem ile özel tarih aralığı birlikte gönderilemez'],
    ['period=year', 'Dönem day, week, month, all veya custom olmalıdır'],
    ['period=day&period=week', 'Dönem day, week, month, all veya custom olmalıdır'],
  ])('%s → 400 "%s" on every call', async (query, message) => {
    for (const path of ['overview', 'card-clicks', 'traffic']) {
      const { status, body } = await get(`/api/analytics/${path}?${query}`);
      expect(status, path).toBe(400);
      expect(body.message).toBe(message);
    }
  });

  it('today is the last day a range may reach', async () => {
    clock.set('2025-05-02T20:59:59Z');
    expect((await get('/api/analytics/overview?startDate=2025-05-02&endDate=2025-05-02')).status).toBe(200);
    expect((await get('/api/analytics/overview?startDate=2025-05-02&endDate=2025-05-03')).status).toBe(400);
  });
});

describe('access', () => {
  it('guests get 401 and members 403; page-view tracking stays public', async () => {
    const member = await registerMember(h, 'merakli');
    for (const path of ['overview', 'card-clicks', 'traffic']) {
      expect((await h.request('GET', `/api/analytics/${path}`)).status).toBe(401);
      expect((await h.request('GET', `/api/analytics/${path}`, { cookie: member.cookie })).status).toBe(403);
    }
    expect((await h.request('POST', '/api/analytics/page-view', { body: { path: '/', referrer: null } })).status).toBe(202);
  });
});

describe('card clicks', () => {
  const newCard = async (title: string, subtitle?: string) =>
    (await json(await h.request('POST', '/api/cards', { body: { title, subtitle, link: 'https://ornek.test' }, cookie: staff })))
      .id as string;

  it('are ranked by clicks in the period, named as the cards are called now', async () => {
    const a = await newCard('Alfa', 'Hoş geldin bonusu');
    const b = await newCard('Beta');
    await clickAt(h, clock, '2025-04-20T10:00:00Z', a); // outside the week
    for (let i = 0; i < 2; i += 1) await clickAt(h, clock, '2025-05-01T10:00:00Z', a);
    for (let i = 0; i < 3; i += 1) await clickAt(h, clock, '2025-05-02T10:00:00Z', b);
    await settle(h);
    expect((await get('/api/analytics/card-clicks?period=week')).body).toEqual([
      { cardId: b, cardTitle: 'Beta', cardSubtitle: null, clicks: 3 },
      { cardId: a, cardTitle: 'Alfa', cardSubtitle: 'Hoş geldin bonusu', clicks: 2 },
    ]);
    await h.request('PATCH', `/api/cards/${a}`, { body: { title: 'Alfa Yeni', subtitle: '' }, cookie: staff });
    await h.request('DELETE', `/api/cards/${b}`, { cookie: staff });
    await settle(h);
    expect((await get('/api/analytics/card-clicks?period=all')).body).toEqual([
      { cardId: a, cardTitle: 'Alfa Yeni', cardSubtitle: null, clicks: 3 },
      { cardId: b, cardTitle: 'Beta', cardSubtitle: null, clicks: 3 },
    ]);
    expect((await get('/api/analytics/card-clicks?period=day')).body).toEqual([
      { cardId: b, cardTitle: 'Beta', cardSubtitle: null, clicks: 3 },
    ]);
    expect(await overview('period=day')).toEqual({ pageViews: 0, totalPageViews: 0, totalCardClicks: 6 });
    expect((await get('/api/analytics/card-clicks?startDate=2025-04-01&endDate=2025-04-19')).body).toEqual([]);
  });
});

describe('traffic chart and top lists', () => {
  it('a day is charted hour by hour up to now, longer ranges day by day with zeros', async () => {
    await viewAt(h, clock, '2025-05-01T22:10:00Z', '/market', 'https://www.google.com/search'); // 2 May 01:10
    await viewAt(h, clock, '2025-05-02T06:00:00Z', '/market', null); // 09:00
    await viewAt(h, clock, '2025-05-02T06:30:00Z', '/etkinlikler', '/market'); // a step inside the site
    await viewAt(h, clock, '2025-04-28T12:00:00Z', '/', 'https://t.me/kanal');
    await settle(h);
    clock.set('2025-05-02T07:15:00Z'); // 10:15 in Istanbul
    const day = (await get('/api/analytics/traffic?period=day')).body;
    expect(day.granularity).toBe('hour');
    expect(day.series.map((p: { key: string }) => p.key)).toEqual(
      Array.from({ length: 11 }, (_, i) => `2025-05-02T${String(i).padStart(2, '0')}`),
    );
    expect(day.series.filter((p: { pageViews: number }) => p.pageViews > 0)).toEqual([
      { key: '2025-05-02T01', pageViews: 1, cardClicks: 0 },
      { key: '2025-05-02T09', pageViews: 2, cardClicks: 0 },
    ]);
    const week = (await get('/api/analytics/traffic?period=week')).body;
    expect(week).toMatchObject({ from: '2025-04-26', to: '2025-05-02', granularity: 'day' });
    expect(week.series.map((p: { pageViews: number }) => p.pageViews)).toEqual([0, 0, 1, 0, 0, 0, 3]);
    expect(week.topPages).toEqual([
      { path: '/market', views: 2 },
      { path: '/', views: 1 },
      { path: '/etkinlikler', views: 1 },
    ]);
    expect(week.topReferrers).toEqual([
      { source: null, views: 1 },
      { source: 'google.com', views: 1 },
      { source: 't.me', views: 1 },
    ]);
  });

  it('all time runs from the first recorded day; long ranges are charted month by month', async () => {
    await viewAt(h, clock, '2024-11-15T12:00:00Z');
    await viewAt(h, clock, '2025-05-02T08:00:00Z');
    await settle(h);
    const all = (await get('/api/analytics/traffic?period=all')).body;
    expect(all).toMatchObject({ from: '2024-11-15', to: '2025-05-02', granularity: 'month' });
    expect(all.series.map((p: { key: string; pageViews: number }) => [p.key, p.pageViews])).toEqual([
      ['2024-11', 1],
      ['2024-12', 0],
      ['2025-01', 0],
      ['2025-02', 0],
      ['2025-03', 0],
      ['2025-04', 0],
      ['2025-05', 1],
    ]);
  });
});

describe('the read model', () => {
  it('tells the staff room about new traffic, so an open statistics page refetches', async () => {
    const seen: unknown[] = [];
    h.deps.runner.onNotice((n) => seen.push(n));
    await viewAt(h, clock, '2025-05-02T09:00:00Z');
    await settle(h);
    expect(seen).toContainEqual({ topic: 'analytics', rooms: ['staff'] });
  });

  const PAGES = ['/market', '/', '/giris', '/etkinlikler', '/kayit'];

  it('counts a burst of concurrent views exactly once, and again after a restart', async () => {
    await Promise.all(
      Array.from({ length: 250 }, (_, i) =>
        h.request('POST', '/api/analytics/page-view', { body: { path: PAGES[i % 5], referrer: null } }),
      ),
    );
    await settle(h);
    const before = { o: await overview('period=day'), t: (await get('/api/analytics/traffic?period=week')).body };
    expect(before.o).toEqual({ pageViews: 250, totalPageViews: 250, totalCardClicks: 0 });
    expect(before.t.topPages).toEqual([...PAGES].sort().map((path) => ({ path, views: 50 })));
    h = await h.restart();
    staff = await loginStaff(h);
    expect(await overview('period=day')).toEqual(before.o);
    expect((await get('/api/analytics/traffic?period=week')).body).toEqual(before.t);
  });
});

describe('long custom ranges', () => {
  it('chart from the first recorded day; before it there is nothing to show', async () => {
    await viewAt(h, clock, '2025-03-10T12:00:00Z');
    await settle(h);
    clock.set('2025-05-02T09:00:00Z');
    const traffic = (await get('/api/analytics/traffic?startDate=1900-01-01&endDate=2025-05-02')).body;
    expect(traffic).toMatchObject({ from: '2025-03-10', to: '2025-05-02', granularity: 'day' });
    expect(traffic.series.reduce((a: number, p: { pageViews: number }) => a + p.pageViews, 0)).toBe(1);
    expect((await overview('startDate=1900-01-01&endDate=2025-05-02')).pageViews).toBe(1);
    const empty = (await get('/api/analytics/traffic?startDate=2025-04-01&endDate=2025-04-03')).body;
    expect(empty).toMatchObject({ from: '2025-04-01', to: '2025-04-03', granularity: 'day' }); // a short range is shown as asked
  });
});
