import { trackingStreamId } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type HarnessOptions, json, registerMember } from '../../test-support/harness.js';
import { setTelegramGateway } from '../verification/telegram-gateway.js';
import { loginStaff } from '../../test-support/staff.js';
import { recorderFor } from './routes.js';

const now = new Date('2025-05-01T21:30:00Z'); // 00:30 on 2 May in Istanbul
let h: Harness;
beforeEach(async () => {
  h = await createHarness({ clock: () => now });
});
afterEach(async () => {
  await recorderFor(h.deps).flush();
  await h.close();
});

const recorded = async (kind: 'pageViews' | 'cardClicks') => {
  await recorderFor(h.deps).flush();
  return h.deps.events.readStream(trackingStreamId(kind, now));
};

describe('page views', () => {
  it('are accepted from anyone with 202 and recorded on the hourly stream', async () => {
    const res = await h.request('POST', '/api/analytics/page-view', {
      body: { path: '/etkinlikler?token=gizli#x', referrer: 'https://arama.test/sonuc?q=kisisel' },
    });
    expect(res.status).toBe(202);
    const events = await recorded('pageViews');
    expect(events[0]!.streamId).toBe('pageViews-2025050200');
    expect(events.map((e) => ({ type: e.type, data: e.data }))).toEqual([
      { type: 'PageViewed', data: { path: '/etkinlikler', referrer: 'https://arama.test', at: now.toISOString() } },
    ]);
  });

  it('refuse a path that is not a site path', async () => {
    for (const path of ['etkinlikler', '//evil.test/x', 'https://evil.test/', '', 42]) {
      const res = await h.request('POST', '/api/analytics/page-view', { body: { path, referrer: '' } });
      expect(res.status, String(path)).toBe(400);
    }
    expect(await recorded('pageViews')).toEqual([]);
  });

  it('a burst of concurrent views is recorded in full, in few appends', async () => {
    const store = h.deps.events;
    const appendGroup = store.appendGroup!.bind(store);
    let appends = 0;
    store.appendGroup = (...args) => ((appends += 1), appendGroup(...args));
    const res = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        h.request('POST', '/api/analytics/page-view', { body: { path: `/etkinlikler/e${i}`, referrer: null } }),
      ),
    );
    expect(res.every((r) => r.status === 202)).toBe(true);
    const events = await recorded('pageViews');
    expect(new Set(events.map((e) => (e.data as { path: string }).path)).size).toBe(300);
    expect(appends).toBeGreaterThan(0);
    expect(appends).toBeLessThan(30); // group commits: a handful of disk flushes, not 300
    h = await h.restart();
    expect(await h.deps.events.readStream(trackingStreamId('pageViews', now))).toHaveLength(300);
  });
});

describe('card clicks', () => {
  it('both endpoints record CardClicked for an existing card; unknown cards are 404', async () => {
    const staff = await loginStaff(h);
    const card = await json(
      await h.request('POST', '/api/cards', { body: { title: 'K', link: 'https://k.test' }, cookie: staff }),
    );
    expect((await h.request('POST', `/api/cards/${card.id}/click`)).status).toBe(202);
    expect((await h.request('POST', '/api/analytics/card-click', { body: { cardId: card.id } })).status).toBe(202);
    expect((await h.request('POST', '/api/cards/yok/click')).status).toBe(404);
    expect((await h.request('POST', '/api/analytics/card-click', { body: { cardId: 'yok' } })).status).toBe(404);
    expect((await h.request('POST', '/api/analytics/card-click', { body: {} })).status).toBe(400);
    expect((await h.request('POST', '/api/analytics/card-click', { body: { cardId: '../x' } })).status).toBe(400);
    const events = await recorded('cardClicks');
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['CardClicked', { cardId: card.id, at: now.toISOString() }],
      ['CardClicked', { cardId: card.id, at: now.toISOString() }],
    ]);
  });
});

describe('per-client limits on the open endpoints', () => {
  const LIMITED = { message: 'Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyin.', code: 'rate_limited' };
  const view = () => h.request('POST', '/api/analytics/page-view', { body: { path: '/', referrer: null } });
  const withLimits = async (app: HarnessOptions['app']) => {
    await h.close();
    h = await createHarness({ clock: () => now, app });
  };

  it('page views and card clicks each have a budget per minute; past it a Turkish 429', async () => {
    await withLimits({ trackingPerMinute: 5 });
    const staff = await loginStaff(h);
    const card = await json(
      await h.request('POST', '/api/cards', { body: { title: 'K', link: 'https://k.test' }, cookie: staff }),
    );
    const statuses = (await Promise.all(Array.from({ length: 20 }, view))).map((r) => r.status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(5); // also when they arrive all at once
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const refused = await view();
    expect(refused.status).toBe(429);
    expect(await json(refused)).toEqual(LIMITED);
    expect(refused.headers.get('ratelimit-policy')).toBe('5;w=60');
    // Clicks have their own budget, shared by both click endpoints.
    const clicks = [];
    for (let i = 0; i < 3; i += 1) clicks.push((await h.request('POST', `/api/cards/${card.id}/click`)).status);
    for (let i = 0; i < 3; i += 1)
      clicks.push((await h.request('POST', '/api/analytics/card-click', { body: { cardId: card.id } })).status);
    expect(clicks).toEqual([202, 202, 202, 202, 202, 429]);
    expect(await recorded('pageViews')).toHaveLength(5);
    expect(await recorded('cardClicks')).toHaveLength(5);
  });

  it('Telegram verification codes are limited per client too', async () => {
    await withLimits({ telegramInitsPerMinute: 2 });
    setTelegramGateway(h.deps, { botUsername: 'test_bot', isGroupMember: async () => false });
    const member = await registerMember(h, 'telegramci');
    const init = () => h.request('POST', '/api/social-verifications/telegram/init', { cookie: member.cookie });
    expect([(await init()).status, (await init()).status]).toEqual([200, 200]);
    const refused = await init();
    expect(refused.status).toBe(429);
    expect(await json(refused)).toEqual(LIMITED);
  });
});
