import { addDays, istanbulDay, trackingStreamId } from '@app/contracts';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSqliteEventStore } from '../backend/core/event-store/sqlite-event-store.js';
import { screenshot } from './support/browser.js';
import { siteForTests, staffPage } from './support/site.js';

const poll = expect.poll;

const today = istanbulDay(new Date());
const threeDaysAgo = addDays(today, -3);
const twentyDaysAgo = addDays(today, -20);

/** Earlier traffic, written into the server's log the way the recorder writes it (hourly streams). */
async function writePastViews(day: string, count: number) {
  const events = createSqliteEventStore(path.join(site.dir, 'events.db'));
  const at = new Date(`${day}T12:00:00+03:00`);
  const list = Array.from({ length: count }, (_, i) => {
    const iso = new Date(at.getTime() + i * 1000).toISOString();
    const data = { path: i % 2 ? '/market' : '/etkinlikler', referrer: 'https://www.google.com/', at: iso };
    return { type: 'PageViewed', data, metadata: { actorId: null, actorRole: null, at: iso, correlationId: `e2e-${day}-${i}` } };
  });
  await events.append(trackingStreamId('pageViews', at), list, 'any');
  await events.close();
}

const site = siteForTests({ SEED_DEMO: 'false' });
beforeAll(async () => {
  await writePastViews(threeDaysAgo, 5);
  await writePastViews(twentyDaysAgo, 7);
  await site.restart('SIGKILL'); // the read models are rebuilt from the log, past views included
});

const tile = (page: Page, id: string) => page.getByTestId(id).textContent();
const chart = (page: Page, attr: string) => page.getByTestId('traffic-chart').getAttribute(attr);

describe('traffic statistics', () => {
  it('switching periods changes the tiles, the chart and the card-click table', async () => {
    // Today: a visitor opens three pages and clicks a card twice: 3 views (staff log in through the API).
    const { context: visitor, page: home } = await site.page();
    const { context, page } = await staffPage(site);
    const cardId = await page.evaluate(async () => {
      const res = await fetch('/api/cards', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Örnek <b>Site</b>', link: 'https://ornek.test' }),
      });
      return ((await res.json()) as { id: string }).id;
    });
    await visitor.addInitScript(() => localStorage.setItem('hasSeenWelcome', 'true'));
    for (const path of ['/', '/etkinlikler', '/market']) {
      const tracked = home.waitForResponse(
        (r) => r.url().endsWith('/api/analytics/page-view') && r.status() === 202,
        { timeout: 0 }, // bounded by the test's time, not a quiet machine's 10 s
      );
      await home.goto(path);
      await tracked;
    }
    for (let i = 0; i < 2; i += 1) await home.evaluate((id) => fetch(`/api/cards/${id}/click`, { method: 'POST' }), cardId);
    await visitor.close();

    await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Trafik İstatistikleri' }).click();
    await page.waitForURL(/\/admin\/analytics/);
    await expect.poll(() => page.getByRole('button', { name: 'Son 7 Gün' }).getAttribute('aria-pressed')).toBe('true');
    await poll(() => tile(page, 'tile-period-views')).toBe('8'); // 3 today + 5 three days ago
    await poll(() => tile(page, 'tile-total-views')).toBe('15');
    expect(await tile(page, 'tile-total-clicks')).toBe('2');
    await poll(() => chart(page, 'data-points')).toBe('7'); // the chart has its own query: wait for it too
    await poll(() => page.locator('[data-testid=traffic-chart] .recharts-area-area').count()).toBe(2);
    // Staff-typed text shows as text (no <b> element), a missing subtitle as '-'.
    await expect
      .poll(() => page.getByTestId('card-clicks-table').locator('tbody tr').first().locator('td').allInnerTexts())
      .toEqual(['1', 'Örnek <b>Site</b>', '-', '2']);
    expect(await page.getByTestId('card-clicks-table').locator('b').count()).toBe(0);
    await screenshot(page, 'analytics-week-1280');

    await page.getByRole('button', { name: 'Bugün' }).click();
    await poll(() => tile(page, 'tile-period-views')).toBe('3');
    await poll(() => chart(page, 'data-granularity')).toBe('hour');
    await poll(() => chart(page, 'data-total')).toBe('3');
    await screenshot(page, 'analytics-day-1280');

    await page.getByRole('button', { name: 'Son 30 Gün' }).click();
    await poll(() => tile(page, 'tile-period-views')).toBe('15');
    await poll(() => chart(page, 'data-points')).toBe('30');

    await page.getByRole('button', { name: 'Tüm Zamanlar' }).click();
    await poll(() => chart(page, 'data-points')).toBe('21'); // from the first recorded day to today
    expect(await tile(page, 'tile-period-views')).toBe('15');

    await page.getByRole('button', { name: 'Özel Tarih' }).click();
    const start = page.getByLabel('Başlangıç Tarihi');
    const end = page.getByLabel('Bitiş Tarihi');
    expect(await start.getAttribute('max')).toBe(today);
    expect(await end.getAttribute('max')).toBe(today);
    await start.fill(twentyDaysAgo);
    await end.fill(twentyDaysAgo);
    await poll(() => tile(page, 'tile-period-views')).toBe('7');
    await poll(() => page.getByTestId('card-clicks-empty').count()).toBe(1);
    expect(await end.getAttribute('min')).toBe(twentyDaysAgo);
    await screenshot(page, 'analytics-custom-1280');
    await start.fill(threeDaysAgo); // after the current end: the end is cleared
    await poll(() => end.inputValue()).toBe('');
    await poll(() => page.getByText('İstatistikleri görmek için başlangıç ve bitiş tarihi seçin.').count()).toBe(1);
    await end.fill(today);
    await poll(() => tile(page, 'tile-period-views')).toBe('8');
    await context.close();
  });

  it('lays out on a phone, in the light theme too', async () => {
    const { context, page } = await staffPage(site, 390);
    await page.goto('/admin/analytics?period=month');
    await poll(() => chart(page, 'data-points')).toBe('30');
    // Every view so far lies within the last 30 days.
    await poll(async () => (await tile(page, 'tile-period-views')) === (await tile(page, 'tile-total-views'))).toBe(true);
    await screenshot(page, 'analytics-month-390');
    await page.evaluate(() => localStorage.setItem('theme', '"light"'));
    await page.reload();
    await poll(() => chart(page, 'data-points')).toBe('30');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await screenshot(page, 'analytics-month-390-light');
    await context.close();
  });
});
