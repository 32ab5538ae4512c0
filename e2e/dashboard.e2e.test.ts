import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSqliteEventStore } from '../backend/core/event-store/sqlite-event-store.js';
import { screenshot } from './support/browser.js';
import { failUntilHealed } from './support/failing-api.js';
import { postJson, siteForTests, staffPage } from './support/site.js';

const poll = expect.poll;

/** Six ticket applications as the tickets slice records them, written into the server's log. */
async function writeApplications() {
  const events = createSqliteEventStore(path.join(site.dir, 'events.db'));
  const outcomes = ['approved', 'rejected', undefined, undefined, 'approved', undefined] as const;
  for (const [i, outcome] of outcomes.entries()) {
    const n = i + 1;
    const at = new Date(Date.now() - (10 - n) * 60_000).toISOString();
    const metadata = { actorId: null, actorRole: null, at, correlationId: `e2e-${n}` };
    const applicationId = `e2e-basvuru-${n}`;
    const submitted = {
      applicationId,
      userId: 'u1',
      username: `oyuncu${n}`,
      ticketCompanyId: 'tc1',
      companyName: 'Bilet Firması',
      investmentAmount: 1500 * n,
      ticketPrice: 500,
      ticketCount: 3 * n,
    };
    const list = [{ type: 'TicketApplicationSubmitted', data: submitted as object, metadata }];
    if (outcome === 'approved')
      list.push({
        type: 'TicketApplicationApproved',
        data: { applicationId, userId: 'u1', numbers: [n], adminNote: null },
        metadata,
      });
    if (outcome === 'rejected')
      list.push({ type: 'TicketApplicationRejected', data: { applicationId, userId: 'u1', adminNote: null }, metadata });
    await events.append(`ticketApplication-${applicationId}`, list, 'no_stream');
  }
  await events.close();
}

const site = siteForTests({ SEED_DEMO: 'false' });
beforeAll(async () => {
  await writeApplications();
  await site.restart('SIGKILL');
});

const counter = (page: Page, id: string) => page.getByTestId(id).textContent();
describe('the admin dashboard', () => {
  it('shows the counters, the 5 latest applications and the breakdowns, live', async () => {
    const { context, page } = await staffPage(site);
    await poll(() => counter(page, 'counter-pending-applications')).toBe('3');
    expect(await counter(page, 'counter-total-cards')).toBe('0');
    const rows = page.getByTestId('latest-applications').locator('tbody tr');
    expect(await rows.count()).toBe(5);
    expect(await rows.first().innerText()).toContain('oyuncu6');
    expect(await rows.first().innerText()).toContain('Beklemede');
    expect(await rows.nth(1).innerText()).toContain('Onaylandı');
    expect(await rows.nth(4).innerText()).toContain('Reddedildi'); // oyuncu2; oyuncu1 is the 6th, not shown
    expect(await page.getByTestId('breakdown-applications').innerText()).toMatch(
      /Beklemede\s*3\s*Onaylandı\s*2\s*Reddedildi\s*1/,
    );

    // Another staff member adds content: this open dashboard follows without a reload.
    const { context: other, page: otherPage } = await staffPage(site);
    expect(await postJson(otherPage, '/api/cards', { title: 'Yeni Kart', link: 'https://ornek.test' })).toBe(201);
    expect(await postJson(otherPage, '/api/cards', { title: 'Taslak Kart', link: 'https://ornek.test', status: 'draft' })).toBe(
      201,
    );
    expect(await postJson(otherPage, '/api/companies', { name: 'Firma', logoUrl: 'https://ornek.test/logo.png' })).toBe(201);
    await other.close();
    await poll(() => counter(page, 'counter-total-cards')).toBe('2');
    await poll(() => counter(page, 'counter-published-cards')).toBe('1');
    await poll(() => counter(page, 'counter-active-companies')).toBe('1');
    expect(await page.getByTestId('breakdown-cards').innerText()).toMatch(/Yayında\s*1\s*Taslak\s*1\s*Gizli\s*0/);
    await screenshot(page, 'dashboard-1280');
    await context.close();
  });

  it('says when the dashboard could not be loaded, and loads it on Tekrar dene', async () => {
    const { context, page } = await staffPage(site);
    await poll(() => counter(page, 'counter-pending-applications')).toBe('3');
    const heal = await failUntilHealed(page, '/api/admin/dashboard');
    await page.reload();
    await expect
      .poll(() => page.getByTestId('load-failed').innerText())
      .toMatch(/Kontrol paneli yüklenemedi: Sunucu meşgul\.\s*Tekrar dene/);
    await screenshot(page, 'dashboard-load-failed-1280');
    heal();
    await page.getByRole('button', { name: 'Tekrar dene' }).click();
    await poll(() => counter(page, 'counter-pending-applications')).toBe('3');
    expect(await page.getByTestId('load-failed').count()).toBe(0);
    await context.close();
  });

  it('lays out on a phone', async () => {
    const { context, page } = await staffPage(site, 390);
    await poll(() => counter(page, 'counter-pending-applications')).toBe('3');
    const cards = page.getByTestId('latest-applications-list').locator('li');
    expect(await cards.count()).toBe(5);
    expect(await cards.first().innerText()).toMatch(/oyuncu6[\s\S]*Beklemede[\s\S]*9\.000₺ · 18 bilet/);
    await screenshot(page, 'dashboard-390');
    await context.close();
  });
});
