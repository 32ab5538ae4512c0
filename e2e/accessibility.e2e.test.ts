import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.js';
import { startSite } from './support/server.js';

/**
 * The accessibility audits Lighthouse runs (axe-core, WCAG 2 A/AA plus the rules Lighthouse adds,
 * such as heading order), on the public pages at phone width in both themes. Lighthouse itself
 * only sees the default dark theme and is too slow for every test run (it is in `npm run bench`).
 * `meta-viewport` is off: the spec locks the zoom.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const LIGHTHOUSE_EXTRA_RULES = [
  'accesskeys', 'aria-allowed-role', 'aria-conditional-attr', 'aria-deprecated-role', 'aria-dialog-name',
  'aria-prohibited-attr', 'aria-treeitem-name', 'aria-text', 'empty-heading', 'heading-order',
  'html-xml-lang-mismatch', 'identical-links-same-purpose', 'image-redundant-alt', 'input-button-name',
  'label-content-name-mismatch', 'landmark-one-main', 'link-in-text-block', 'select-name', 'skip-link',
  'tabindex', 'table-duplicate-name', 'table-fake-caption', 'target-size', 'td-has-header',
];
const LIGHTHOUSE_DISABLED_RULES = [
  'area-alt', 'aria-braille-equivalent', 'aria-roledescription', 'audio-caption', 'blink', 'duplicate-id',
  'frame-focusable-content', 'frame-title-unique', 'marquee', 'nested-interactive', 'no-autoplay-audio',
  'role-img-alt', 'scrollable-region-focusable', 'server-side-image-map', 'meta-viewport',
];

interface Violation {
  id: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

async function axeViolations(page: Page): Promise<Violation[]> {
  // Evaluated over the DevTools protocol: the site's CSP (rightly) refuses inline scripts.
  await page.evaluate(axeSource);
  const rules = Object.fromEntries([
    ...LIGHTHOUSE_EXTRA_RULES.map((id) => [id, { enabled: true }]),
    ...LIGHTHOUSE_DISABLED_RULES.map((id) => [id, { enabled: false }]),
  ]);
  return page.evaluate(async (rules) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, rules, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  }, rules);
}

const PAGES: { path: string; ready: (page: Page) => Promise<unknown> }[] = [
  { path: '/', ready: (p) => p.getByTestId('promo-card').first().waitFor() },
  { path: '/market', ready: (p) => p.getByTestId('reward-card').first().waitFor() },
  { path: '/lider-tablosu', ready: (p) => p.getByRole('heading', { name: 'Puan Sıralaması' }).waitFor() },
  { path: '/etkinlikler', ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor() },
];

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;

beforeAll(async () => {
  site = await startSite({ SEED_DEMO: 'true' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('the public pages pass the accessibility audits on a phone', () => {
  for (const theme of ['dark', 'light'] as const) {
    it(`in the ${theme} theme`, async () => {
      const { context, page } = await newPage(browser, site.url, 390);
      await context.addInitScript((t) => {
        localStorage.setItem('theme', JSON.stringify(t));
        localStorage.setItem('hasSeenWelcome', 'true');
      }, theme);
      const found: string[] = [];
      for (const { path, ready } of PAGES) {
        await page.goto(path);
        await ready(page);
        // Entrance animations (sliding banners, fades) must finish: axe reads the colours on screen.
        await page.waitForTimeout(1500);
        await screenshot(page, `a11y-${path === '/' ? 'home' : path.slice(1)}-390-${theme}`);
        for (const v of await axeViolations(page)) {
          for (const node of v.nodes) found.push(`${path} ${v.id}: ${node.target.join(' ')} (${node.failureSummary?.split('\n').slice(1).join(' ').trim()})`);
        }
      }
      await context.close();
      expect(found).toEqual([]);
    });
  }
});
