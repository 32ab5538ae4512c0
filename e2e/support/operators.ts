import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { siteCall } from '../../backend/test-support/site-call.js';
import { launchBrowser, newPage } from './browser.js';
import { keepEvidenceOnFailure } from './evidence.js';
import { ADMIN, startSite } from './server.js';
import { staffCookie, useSession } from './staff.js';

/** The e2e project's bound for the page to catch up (vitest.config.ts: 15 s; the machine is shared, pages reload). */
export const poll = <T>(fn: () => T, options: { timeout?: number } = {}) => expect.poll(fn, options);

export const setTheme = async (page: Page, theme: 'dark' | 'light') => {
  await page.evaluate((t) => localStorage.setItem('theme', JSON.stringify(t)), theme);
  await page.reload();
};

export const istanbulToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());

/** Clicks a screen's "CSV İndir" as a person would and reads the saved file back: BOM, dated name, rows. */
export async function download(page: Page, baseName: string): Promise<string[][]> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('csv-download').click()]);
  expect(file.suggestedFilename()).toBe(`${baseName}-${istanbulToday()}.csv`);
  const bytes = readFileSync(await file.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(3)), { delimiter: ';' });
}

/**
 * An empty site and a browser for one test file (so what one file did never shows in another's lists),
 * with the calls the operator tests share: the API as another client would use it, and logins.
 */
export function operatorSite(env: Record<string, string> = { SEED_DEMO: 'false' }) {
  let site: Awaited<ReturnType<typeof startSite>>;
  let browser: Browser;
  beforeAll(async () => {
    site = await startSite(env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });
  keepEvidenceOnFailure();

  const call = siteCall(() => site.url);
  /** Fails the test unless the call succeeded; answers its JSON. */
  async function ok(...args: Parameters<typeof call>) {
    const res = await call(...args);
    expect(res.status, `${args[0]} ${args[1]}`).toBeLessThan(300);
    return res.json;
  }
  const register = (username: string, email = `${username.toLowerCase()}@example.com`) =>
    call('POST', '/api/auth/register', { username, email, password: 'gizli123' });

  async function login(page: Page, path: '/giris' | '/admin-giris', email: string, password: string) {
    await page.goto(path);
    await page.getByLabel(path === '/giris' ? 'E-posta veya Kullanıcı Adı' : 'E-posta', { exact: true }).fill(email);
    await page.getByLabel('Şifre', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
  }
  /** A staff session's cookie, both steps of the login through the API (the super_admin unless told). */
  const staffLogin = (who = ADMIN) => staffCookie(site, who);
  /** A new browser window logged in to the admin panel (the super_admin unless told), on the dashboard. */
  async function adminPage(width = 1280, who = ADMIN) {
    const { context, page } = await newPage(browser, site.url, width);
    await useSession(context, site.url, await staffLogin(who));
    await page.goto('/admin');
    await page.waitForURL(`${site.url}/admin`);
    return { context, page };
  }

  return {
    get url() {
      return site.url;
    },
    page: (width?: number) => newPage(browser, site.url, width),
    call,
    ok,
    register,
    login,
    staffLogin,
    adminPage,
  };
}
