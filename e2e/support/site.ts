import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { PNG_DATA_URL } from '../../backend/test-support/images.js';
import type { SiteAnswer } from '../../backend/test-support/site-call.js';
import { launchBrowser, newPage } from './browser.js';
import { keepEvidenceOnFailure } from './evidence.js';
import { ADMIN, startSite } from './server.js';
import { staffCookie, useSession } from './staff.js';

type Site = Awaited<ReturnType<typeof startSite>>;

/**
 * One server (on a fresh data folder) and one browser for a test file: started before its first
 * test, stopped after its last. `before`/`after` start and stop anything the server needs first.
 */
export function siteForTests(
  env: Record<string, string> = { SEED_DEMO: 'false' },
  hooks: { before?: () => Promise<Record<string, string>>; after?: () => Promise<void> } = {},
) {
  let site: Site | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const extra = (await hooks.before?.()) ?? {};
    site = await startSite({ ...env, ...extra });
    browser = await launchBrowser();
  });
  // A browser test that fails on a busy CI machine is explained by what the server said meanwhile.
  afterEach(({ task }) => {
    if (task.result?.state === 'fail' && site)
      console.error(`--- server output (last 4000 characters) ---\n${site.output().slice(-4000)}`);
  });
  // And what the browser did meanwhile: console, API calls, socket notices, a Playwright trace.
  keepEvidenceOnFailure();
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await hooks.after?.();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the site starts in beforeAll');
    return value;
  };
  return {
    get url() {
      return started(site).url;
    },
    get dir() {
      return started(site).dir;
    },
    get browser() {
      return started(browser);
    },
    restart: (signal?: NodeJS.Signals) => started(site).restart(signal),
    /** A new page (its own context) on the site, `width` px wide. */
    page: (width?: number) => newPage(started(browser), started(site).url, width),
  };
}
export type TestSite = ReturnType<typeof siteForTests>;

/**
 * The super_admin (`who`, if another staff member) logged in through the API with both steps of the
 * login, on the dashboard.
 */
export async function staffPage(site: TestSite, width = 1280, who = ADMIN) {
  const { context, page } = await site.page(width);
  await useSession(context, site.url, await staffCookie(site, who));
  await page.goto('/admin');
  await page.waitForURL(`${site.url}/admin`);
  return { context, page };
}

/** A member registered through the form (password gizli123, maybe a stream link), left on the home page. */
export async function registerMember(page: Page, site: TestSite, username: string, streamUrl = '') {
  await page.goto('/kayit');
  await page.getByLabel('Kullanıcı Adı', { exact: true }).fill(username);
  await page.getByLabel('E-posta', { exact: true }).fill(`${username}@example.com`);
  await page.getByLabel('Şifre', { exact: true }).fill('gizli123');
  if (streamUrl) await page.getByLabel('Yayın Linki').fill(streamUrl);
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();
  await page.waitForURL(`${site.url}/`);
}

/** A same-origin JSON POST from the page (with its session cookie), for set-up another slice's UI owns; the status. */
export const postJson = (page: Page, url: string, body: unknown) =>
  page.evaluate(
    async ([u, b]) =>
      (await fetch(u, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) })).status,
    [url, body] as const,
  );

/** A real 1x1 PNG, as a file chosen in an image input's file tab. */
export const PNG_FILE = Buffer.from(PNG_DATA_URL.slice(PNG_DATA_URL.indexOf(',') + 1), 'base64');

/** A visitor who has seen the welcome dialog already, on the home page. */
export async function visitorOnHome(site: TestSite, width = 1280) {
  const { context, page } = await site.page(width);
  await context.addInitScript(() => localStorage.setItem('hasSeenWelcome', 'true'));
  await page.goto('/');
  return { context, page };
}

/** A ticket company at 500 ₺ a ticket, made by staff through the API (`call` as siteCall makes it); its id. */
export async function createTicketCompany(
  call: (method: string, url: string, body: unknown, cookie: string) => Promise<SiteAnswer>,
  staff: string,
): Promise<string> {
  const body = { name: 'Yıldız Bilet', logoUrl: 'https://img.example/l.png', ticketPrice: 500 };
  const company = await call('POST', '/api/ticket-companies', body, staff);
  if (company.status !== 201) throw new Error(`ticket company: ${company.status} ${JSON.stringify(company.json)}`);
  return (company.json as { id: string }).id;
}
