import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { operatorSite, poll } from './support/operators.js';

// Issue 33 item 8: Turkish throughout, and money written as the spec writes it. The demo seed fills
// every list, so the walk sees cards, banners, companies, rewards, events and ticket settings.
const site = operatorSite({ SEED_DEMO: 'true' });

const PAGES = ['/', '/etkinlikler', '/market', '/bilet-sistemi', '/lider-tablosu', '/cekilisler', '/profil', '/kayit'];
const ADMIN_PAGES = [
  '/admin',
  '/admin/analytics',
  '/admin/cards',
  '/admin/tickets',
  '/admin/banners',
  '/admin/sliding-banners',
  '/admin/companies',
  '/admin/ticket-companies',
  '/admin/settings',
  '/admin/streaming-verification',
  '/admin/rewards',
  '/admin/social-media',
  '/admin/social-verification-settings',
  '/admin/pending-verifications',
  '/admin/etkinlikler',
  '/admin/cekilisler',
  '/admin/kullanicilar',
  '/admin/denetim',
];

/**
 * Words that give an English UI away. Not a dictionary: the words an untranslated label, button,
 * state or placeholder is made of. A hit is reported with the page and its line. "Banner" and "link"
 * are not here: Turkish uses them, and so does the spec ("Hoş Geldin Banner", "Yayın Linki").
 */
const ENGLISH = new Set(
  (
    'the and or of to for with from your you this that not found page loading error submit cancel save delete edit ' +
    'search next previous back close open menu active inactive status published draft hidden pending approved rejected ' +
    'true false null undefined nan invalid date total points tickets yes no login logout register home settings users ' +
    'dashboard rewards events slider grid cover contain blank self new add remove update create upload file ' +
    'image title subtitle description order orders name email password profile winner winners draw draws entries ' +
    'share copy download view show hide more less all none today yesterday week month year'
  ).split(' '),
);

/** The spec's own texts and proper names: allowed wherever they stand. */
const ALLOWED = ['404 Page Not Found', 'Admin Panel', 'Market', 'Telegram', 'YouTube', 'Instagram', 'Kick', 'Web Crypto'];

function englishIn(text: string): string[] {
  let rest = text;
  for (const phrase of ALLOWED) rest = rest.split(phrase).join(' ');
  return rest
    .split('\n')
    .filter((line) => line.split(/[^A-Za-zÇĞİÖŞÜçğıöşü]+/).some((word) => ENGLISH.has(word.toLowerCase())))
    .map((line) => line.trim());
}

/** Every amount in lira must read "1.000₺": grouped, the sign after it; never "₺1.000". */
function badMoneyIn(text: string): string[] {
  const before = text.match(/₺\s*\d[\d.,]*/g) ?? [];
  const after = (text.match(/\d[\d.,]*\s*₺/g) ?? []).filter((m) => !/^\d{1,3}(\.\d{3})*₺$/.test(m));
  return [...before, ...after];
}

async function visibleText(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Spinners gone: the page shows its data, not its loading state.
  await poll(() => page.getByText('Yükleniyor...').count()).toBe(0);
  return page.evaluate(() => document.body.innerText);
}

describe('what the pages say', () => {
  it('has no English outside proper names and the spec texts, and writes every amount of lira one way', async () => {
    const { context, page } = await site.adminPage(1280);
    const english: string[] = [];
    const money: string[] = [];
    const seenMoney: string[] = [];
    for (const path of [...PAGES, ...ADMIN_PAGES, '/boyle-bir-sayfa-yok']) {
      const text = await visibleText(page, path);
      english.push(...englishIn(text).map((line) => `${path}: ${line}`));
      money.push(...badMoneyIn(text).map((m) => `${path}: ${m}`));
      seenMoney.push(...(text.match(/\d[\d.,]*₺/g) ?? []));
    }
    expect(english).toEqual([]);
    expect(money).toEqual([]);
    // The walk did meet amounts (the ticket settings, the companies' prices), so the check checked something.
    expect(seenMoney.length).toBeGreaterThan(0);
    await context.close();
  });
});
