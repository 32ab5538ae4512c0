import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/**
 * The accessibility audits Lighthouse runs: axe-core with WCAG 2 A/AA plus the rules Lighthouse adds
 * (such as heading order), less the ones it turns off. `meta-viewport` is off: the spec locks the zoom.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const LIGHTHOUSE_EXTRA_RULES = [
  'accesskeys',
  'aria-allowed-role',
  'aria-conditional-attr',
  'aria-deprecated-role',
  'aria-dialog-name',
  'aria-prohibited-attr',
  'aria-treeitem-name',
  'aria-text',
  'empty-heading',
  'heading-order',
  'html-xml-lang-mismatch',
  'identical-links-same-purpose',
  'image-redundant-alt',
  'input-button-name',
  'label-content-name-mismatch',
  'landmark-one-main',
  'link-in-text-block',
  'select-name',
  'skip-link',
  'tabindex',
  'table-duplicate-name',
  'table-fake-caption',
  'target-size',
  'td-has-header',
];
const LIGHTHOUSE_DISABLED_RULES = [
  'area-alt',
  'aria-braille-equivalent',
  'aria-roledescription',
  'audio-caption',
  'blink',
  'duplicate-id',
  'frame-focusable-content',
  'frame-title-unique',
  'marquee',
  'nested-interactive',
  'no-autoplay-audio',
  'role-img-alt',
  'scrollable-region-focusable',
  'server-side-image-map',
  'meta-viewport',
];

export interface Violation {
  id: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

export async function axeViolations(page: Page): Promise<Violation[]> {
  // Evaluated over the DevTools protocol: the site's CSP (rightly) refuses inline scripts.
  await page.evaluate(axeSource);
  const rules = Object.fromEntries([
    ...LIGHTHOUSE_EXTRA_RULES.map((id) => [id, { enabled: true }]),
    ...LIGHTHOUSE_DISABLED_RULES.map((id) => [id, { enabled: false }]),
  ]);
  return page.evaluate(async (rules) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: Violation[] }> } })
      .axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      rules,
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, rules);
}

/** One line per failing element, for an `expect(...).toEqual([])` that names what to fix. */
export const describeViolations = (where: string, violations: Violation[]) =>
  violations.flatMap((v) =>
    v.nodes.map((n) => `${where} ${v.id}: ${n.target.join(' ')} (${n.failureSummary?.split('\n').slice(1).join(' ').trim()})`),
  );
