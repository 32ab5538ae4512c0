import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PNG_DATA_URL } from '../backend/test-support/images.js';
import { screenshot } from './support/browser.js';
import { siteForTests, staffPage } from './support/site.js';
import { sawText } from './support/toasts.js';

const site = siteForTests({ SEED_DEMO: 'false' });
const poll = expect.poll;
const STALE = 'Bu kayıt siz düzenlerken değişti. Sayfayı yenileyip tekrar deneyin.';

const postAs = (page: Page, url: string, body: unknown) =>
  page.evaluate(
    async ([u, b]) => {
      const res = await fetch(u, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) });
      return (await res.json()) as { id: string; title?: string; name?: string };
    },
    [url, body] as const,
  );

/** Opens the edit dialog of the row that shows `text`. */
async function openEdit(page: Page, text: string) {
  await page.getByRole('row').filter({ hasText: text }).getByRole('button', { name: 'Düzenle' }).click();
  return page.getByRole('dialog');
}

// Issue 41, item 4: two admins edit one record; the second save is refused instead of overwriting the
// first, the dialog says so and offers the record as it is now.
describe('two admins editing one record', () => {
  it('a company: the later save gets the 412 text in the dialog, and the reload shows the other admin’s change', async () => {
    const ayse = await staffPage(site);
    const mehmet = await staffPage(site, 390);
    await postAs(ayse.page, '/api/companies', { name: 'Yıldız Firma', logoUrl: PNG_DATA_URL, sortOrder: 1 });
    await ayse.page.goto('/admin/companies');
    await mehmet.page.goto('/admin/companies');

    const ayseDialog = await openEdit(ayse.page, 'Yıldız Firma');
    const mehmetDialog = await openEdit(mehmet.page, 'Yıldız Firma');
    await mehmetDialog.getByLabel('Firma Adı', { exact: true }).fill('Yıldız Firma (Mehmet)');
    await mehmetDialog.getByRole('button', { name: 'Güncelle' }).click();
    await poll(() => sawText(mehmet.page, 'Firma güncellendi')).toBe(true);

    await ayseDialog.getByLabel('Firma Adı', { exact: true }).fill('Yıldız Firma (Ayşe)');
    await ayseDialog.getByRole('button', { name: 'Güncelle' }).click();
    const notice = ayseDialog.getByRole('alert');
    await poll(() => notice.filter({ hasText: STALE }).count()).toBe(1);
    // Nothing was overwritten, and the dialog stays open with what Ayşe typed.
    expect(await ayseDialog.getByLabel('Firma Adı', { exact: true }).inputValue()).toBe('Yıldız Firma (Ayşe)');
    const names = await ayse.page.evaluate(async () =>
      ((await (await fetch('/api/companies/all')).json()) as { name: string }[]).map((c) => c.name),
    );
    expect(names).toEqual(['Yıldız Firma (Mehmet)']);
    await screenshot(ayse.page, 'edits-stale-company-1280');

    await notice.getByRole('button', { name: 'Kaydı Yenile' }).click();
    await poll(() => ayseDialog.getByLabel('Firma Adı', { exact: true }).inputValue()).toBe('Yıldız Firma (Mehmet)');
    await poll(() => notice.count()).toBe(0);
    await ayseDialog.getByLabel('Firma Adı', { exact: true }).fill('Yıldız Firma (ikisi)');
    await ayseDialog.getByRole('button', { name: 'Güncelle' }).click();
    await poll(() => sawText(ayse.page, 'Firma güncellendi')).toBe(true);
    await poll(() => ayse.page.getByRole('row').filter({ hasText: 'Yıldız Firma (ikisi)' }).count()).toBe(1);
    await ayse.context.close();
    await mehmet.context.close();
  });

  it('an event: the same in its own dialog', async () => {
    const ayse = await staffPage(site);
    const mehmet = await staffPage(site);
    const event = await postAs(ayse.page, '/api/admin/events', { title: 'Kış Turnuvası', description: 'Açıklama' });
    expect(event.id).toBeTruthy();
    await ayse.page.goto('/admin/etkinlikler');
    await mehmet.page.goto('/admin/etkinlikler');

    const ayseDialog = await openEdit(ayse.page, 'Kış Turnuvası');
    const mehmetDialog = await openEdit(mehmet.page, 'Kış Turnuvası');
    await mehmetDialog.getByLabel('Açıklama', { exact: true }).fill('Mehmet’in açıklaması');
    await mehmetDialog.getByRole('button', { name: 'Güncelle' }).click();
    await poll(() => sawText(mehmet.page, 'Etkinlik güncellendi')).toBe(true);

    await ayseDialog.getByLabel('Başlık', { exact: true }).fill('Kış Turnuvası 2026');
    await ayseDialog.getByRole('button', { name: 'Güncelle' }).click();
    await poll(() => ayseDialog.getByRole('alert').filter({ hasText: STALE }).count()).toBe(1);
    await ayseDialog.getByRole('button', { name: 'Kaydı Yenile' }).click();
    const dialog = ayse.page.getByRole('dialog');
    await poll(() => dialog.getByLabel('Açıklama', { exact: true }).inputValue()).toBe('Mehmet’in açıklaması');
    expect(await dialog.getByLabel('Başlık', { exact: true }).inputValue()).toBe('Kış Turnuvası');
    await dialog.getByLabel('Başlık', { exact: true }).fill('Kış Turnuvası 2026');
    await dialog.getByRole('button', { name: 'Güncelle' }).click();
    await poll(() => sawText(ayse.page, 'Etkinlik güncellendi')).toBe(true);
    const saved = await ayse.page.evaluate(
      async (id) => (await (await fetch(`/api/admin/events/${id}`)).json()) as { title: string; description: string },
      event.id,
    );
    expect(saved).toMatchObject({ title: 'Kış Turnuvası 2026', description: 'Mehmet’in açıklaması' });
    await ayse.context.close();
    await mehmet.context.close();
  });
});

async function callAs(context: BrowserContext, method: string, url: string, data?: unknown) {
  const res = await context.request.fetch(url, { method, data, headers: { origin: site.url } });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return res.json() as Promise<{ id: string; slots: { id: string }[] }>;
}

/** What the page asked the API, in order, as `METHOD /path` once each answer arrived. */
function recordApi(page: Page) {
  const asked: string[] = [];
  const frames: string[] = [];
  page.on('requestfinished', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) asked.push(`${r.method()} ${url.pathname}`);
  });
  page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
  return { asked, frames };
}

// Issue 41, item 1: the answer of a write goes into the cache; its own notice fetches nothing, a
// change by someone else is fetched once.
describe('answers reused instead of refetched', () => {
  it('a prediction costs one PUT and no refetch of what it answered; a change by staff costs one GET of the hunt', async () => {
    const staff = await staffPage(site);
    let hunt = await callAs(staff.context, 'POST', '/api/admin/hunts', { title: 'Sayım Avı', startCost: 1000, entryFee: 0 });
    for (const [name, bet] of [
      ['Gates of Olympus', 20],
      ['Sweet Bonanza', 10],
    ] as const)
      hunt = await callAs(staff.context, 'POST', `/api/admin/hunts/${hunt.id}/slots`, { name, provider: 'Pragmatic Play', bet });

    const member = await site.page(390);
    const reg = await member.context.request.post('/api/auth/register', {
      data: { username: 'sayac', email: 'sayac@example.com', password: 'Kuzey-Yildizi-7' },
      headers: { origin: site.url },
    });
    expect(reg.status()).toBe(201);
    const { asked, frames } = recordApi(member.page);
    await member.page.goto(`/bonus-avlari/${hunt.id}`);
    const detail = `GET /api/hunts/${hunt.id}`;
    const own = `GET /api/hunts/${hunt.id}/prediction`;
    // The socket connects once the page is idle and then fetches what is shown again: let that pass first.
    await poll(() => frames.some((f) => f.startsWith('40'))).toBe(true);
    await poll(() => asked.filter((a) => a === own).length).toBeGreaterThanOrEqual(2);
    await poll(() => asked.filter((a) => a === detail).length).toBeGreaterThanOrEqual(2);

    asked.length = 0;
    await member.page.getByLabel('Toplam kazanç tahmini (₺)').fill('1800');
    await member.page.getByLabel('En iyi çarpanı verecek bonus').selectOption({ label: 'Sweet Bonanza' });
    await member.page.getByRole('button', { name: 'Tahmin Gönder' }).click();
    await poll(() => member.page.getByTestId('own-prediction').innerText()).toContain('1.800₺');
    // The change's own notices reach this tab: its prediction (the answer carried it: nothing fetched) and
    // the hunt's public view (its count of predictions, which the answer did not carry: fetched once).
    await poll(() => frames.some((f) => f.includes('"topic":"hunt-prediction"'))).toBe(true);
    await poll(() => asked.filter((a) => a === detail).length).toBe(1);
    // Then a change by someone else: staff add a slot, fetched once. Notices are handled in order, so
    // once the hunt is fetched for it, the earlier ones have been decided.
    await callAs(staff.context, 'POST', `/api/admin/hunts/${hunt.id}/slots`, {
      name: 'Big Bass',
      provider: 'Pragmatic Play',
      bet: 5,
    });
    await poll(() => member.page.getByText('Big Bass').count()).toBeGreaterThan(0);
    await poll(() => asked.filter((a) => a === detail).length).toBe(2);
    expect(asked.filter((a) => a === `PUT /api/hunts/${hunt.id}/prediction`)).toHaveLength(1);
    expect(asked.filter((a) => a === own)).toEqual([]);
    await staff.context.close();
    await member.context.close();
  });
});
