import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteCall } from '../backend/test-support/site-call.js';
import { screenshot } from './support/browser.js';
import { createTicketCompany, siteForTests, staffPage } from './support/site.js';
import { staffCookie } from './support/staff.js';

const site = siteForTests({ SEED_DEMO: 'false', AUTH_RATE_LIMIT: '1000' });

const answer = siteCall(() => site.url);
/** A JSON call from the test process that must succeed. */
async function call(...args: Parameters<typeof answer>) {
  const res = await answer(...args);
  if (res.status >= 300) throw new Error(`${args[0]} ${args[1]}: ${res.status} ${JSON.stringify(res.json)}`);
  return res;
}

/** A hunt half opened, ten members on the board (three with tickets), and a draw of their tickets, run. */
async function stream() {
  const staff = await staffCookie(site);
  const companyId = await createTicketCompany(call, staff);
  for (let k = 0; k < 10; k += 1) {
    const username = [
      'kral_avci',
      'sweetbonanza34',
      'gece_kusu',
      'maxwin_ali',
      'zeynep',
      'mehmet',
      'ayse',
      'burak',
      'elif',
      'can',
    ][k]!;
    const m = await call('POST', '/api/auth/register', { username, email: `${username}@example.com`, password: 'gizli123' });
    const userId = (m.json.user as { id: string }).id;
    await call('POST', `/api/admin/users/${userId}/points`, { delta: 125_000 - k * 9_870, reason: 'Yayın ödülü' }, staff);
    if (k < 3) {
      const body = { ticketCompanyId: companyId, username: `${username}_hesap`, investmentAmount: 500 * (k + 1) };
      const app = await call('POST', '/api/ticket-applications', body, m.cookie);
      await call('PATCH', `/api/admin/ticket-applications/${app.json.id}`, { status: 'approved' }, staff);
    }
  }
  const drawBody = {
    title: 'Haftalık Büyük Çekiliş',
    prize: '1.000₺ bonus',
    source: { type: 'tickets', ticketCompanyId: companyId },
    winnerCount: 3,
  };
  const draw = await call('POST', '/api/admin/draws', drawBody, staff);
  await call('POST', `/api/admin/draws/${draw.json.id}/run`, {}, staff);

  let hunt = (await call('POST', '/api/admin/hunts', { title: 'Cuma Gecesi Bonus Avı', startCost: 25_000, entryFee: 0 }, staff))
    .json;
  const slots = [
    ['Gates of Olympus 1000', 'Pragmatic Play', 40],
    ['Sweet Bonanza', 'Pragmatic Play', 20],
    ['Wanted Dead or a Wild', 'Hacksaw Gaming', 12.5],
    ['Big Bass Splash', 'Pragmatic Play', 10],
    ['Sugar Rush 1000', 'Pragmatic Play', 30],
    ['Mental', 'Nolimit City', 8],
    ['Le Bandit', 'Hacksaw Gaming', 0.4],
  ] as const;
  for (const [name, provider, bet] of slots)
    hunt = (await call('POST', `/api/admin/hunts/${hunt.id}/slots`, { name, provider, bet }, staff)).json;
  await call('POST', `/api/admin/hunts/${hunt.id}/start-opening`, {}, staff);
  for (const [k, win] of [3_456.8, 12_345.67, 512, 2_040.4].entries()) {
    await call('POST', `/api/admin/hunts/${hunt.id}/slots/${hunt.slots[k]!.id}/result`, { win }, staff);
  }
  return { huntId: hunt.id, drawId: draw.json.id };
}

const PICTURES = {
  dark: 'linear-gradient(135deg, #0f172a, #1e1b4b 60%, #111827)',
  light: 'linear-gradient(135deg, #f8fafc, #fde68a 60%, #e0f2fe)',
};

/** The overlay at an OBS browser source's size, over a stream picture (transparent, as OBS shows it). */
async function overlayAt(page: Page, url: string, testId: string, [width, height]: [number, number], picture: string) {
  await page.setViewportSize({ width, height });
  await page.goto(`${url}${url.includes('?') ? '&' : '?'}seffaf=1`);
  await page.getByTestId(testId).waitFor();
  await page.evaluate((p) => (document.body.style.background = p), picture);
}

describe('the stream overlays at the sizes OBS uses', () => {
  it('fit the browser source at 1920×1080 and 1280×720, with every figure large and whole', async () => {
    const { huntId, drawId } = await stream();
    const { context, page } = await site.page(1920);
    const overlays = [
      ['hunt', `/overlay/bonus-avi/${huntId}`, 'hunt-overlay'],
      ['leaderboard', '/overlay/lider-tablosu', 'leaderboard-overlay'],
      ['draw', `/overlay/cekilis/${drawId}`, 'draw-overlay'],
    ] as const;
    for (const size of [
      [1920, 1080],
      [1280, 720],
    ] as [number, number][]) {
      for (const [name, url, testId] of overlays) {
        for (const [shade, picture] of Object.entries(PICTURES)) {
          await overlayAt(page, url, testId, size, picture);
          if (name === 'draw') await expect.poll(() => page.getByTestId('draw-overlay').getByRole('listitem').count()).toBe(3);
          await screenshot(page, `overlay-${name}-${size[0]}x${size[1]}-${shade}`, { fullPage: false });
        }
        // The whole overlay is on the source, nothing cut off, no scroll bar.
        const box = (await page.getByTestId(testId).boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(size[0] + 1);
        expect(box.y + box.height).toBeLessThanOrEqual(size[1] + 1);
        expect(await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight])).toEqual(
          size,
        );
      }
      // The hunt's figures: at least 1/18 of the picture's height (60 px at 1080p), each value whole in its tile.
      await overlayAt(page, `/overlay/bonus-avi/${huntId}`, 'hunt-overlay', size, PICTURES.dark);
      const figures = await page
        .getByTestId('hunt-figures')
        .locator('dd')
        .evaluateAll((dds) =>
          dds.map((dd) => ({ height: dd.getBoundingClientRect().height, whole: dd.scrollWidth <= dd.clientWidth })),
        );
      expect(figures).toHaveLength(9);
      for (const f of figures) {
        expect(f.whole).toBe(true);
        expect(f.height).toBeGreaterThanOrEqual(size[1] / 18);
      }
    }
    await context.close();

    // The admin screen of the hunt: phone and dark, desktop and light.
    for (const [width, theme] of [
      [390, 'dark'],
      [1280, 'light'],
    ] as const) {
      const admin = await staffPage(site, width);
      await admin.page.evaluate((t) => localStorage.setItem('theme', JSON.stringify(t)), theme);
      await admin.page.goto('/admin/bonus-avlari');
      await admin.page.getByText('Cuma Gecesi Bonus Avı').first().waitFor();
      await admin.page.getByTestId('admin-slots').waitFor();
      await screenshot(admin.page, `hunts-admin-${width}-${theme}`);
      await admin.context.close();
    }
  }, 180_000);
});
