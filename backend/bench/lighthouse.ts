/**
 * `npm run bench` (after the other groups): Lighthouse 12, mobile preset (simulated slow 4G and a
 * 4× slower CPU), on the built site served by the real server with the demo content. Prints each
 * page's performance and accessibility beside their goals and fails when one is missed. The zoom
 * lock (`meta-viewport`) is the spec's choice and the one accessibility audit allowed to fail.
 *
 * Calibrated as Lighthouse's throttling guide advises: the 4× CPU slowdown assumes a fast desktop
 * host (benchmark index about 1500); on a slower or busy machine (two shared cores here) the
 * multiplier is scaled down by the host's measured benchmark index, so every run emulates the same
 * mid-range phone (index about 375), never below 1×; each run uses the index measured while it
 * loaded the page. Each page runs five times (median by performance), after one warm-up run: the number
 * Lighthouse's variability guide advises, since blocking time moves with whatever else the host runs.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FRONTEND_DIST } from '../server.js';
import { spawnServer } from '../test-support/spawn-server.js';

const ALL_PAGES = ['/', '/market', '/lider-tablosu', '/etkinlikler'];
/** `npx tsx backend/bench/lighthouse.ts /market` measures one page (while working on it); no argument, all four. */
const PAGES = process.argv.length > 2 ? process.argv.slice(2) : ALL_PAGES;
/** The full reports, for a person to open (Lighthouse's JSON viewer or `jq`). */
const REPORTS = path.resolve('test-results/lighthouse');
const GOAL = { performance: 95, accessibility: 95 };
const ALLOWED_A11Y_FAILURES = new Set(['meta-viewport']);
const RUNS = 5;
const REFERENCE_HOST_INDEX = 1500;
const DEFAULT_SLOWDOWN = 4;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface PageResult {
  page: string;
  slowdown: number;
  benchmarkIndex: number;
  performance: number;
  accessibility: number;
  /** The accessibility score were the zoom lock allowed: Lighthouse weighs meta-viewport 10 of ~140, capping the score at 93. */
  accessibilityButZoomLock: number;
  failedA11y: string[];
  metrics: Record<string, string>;
  report: string;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** The CPU slowdown that turns a host of this benchmark index into the reference phone. */
const slowdownFor = (benchmarkIndex: number) =>
  Math.round(Math.min(DEFAULT_SLOWDOWN, Math.max(1, (benchmarkIndex * DEFAULT_SLOWDOWN) / REFERENCE_HOST_INDEX)) * 100) / 100;

function summarise(page: string, slowdown: number, lhr: Lhr, report: string): PageResult {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failedA11y = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id]!)
    .filter((a) => a.scoreDisplayMode === 'binary' && a.score !== 1)
    .map((a) => a.id);
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
  const weighed = (lhr.categories.accessibility?.auditRefs ?? []).filter(
    (ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null,
  );
  const butZoomLock = weighed.filter((ref) => !ALLOWED_A11Y_FAILURES.has(ref.id));
  const total = butZoomLock.reduce((sum, ref) => sum + ref.weight, 0);
  const passed = butZoomLock.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]!.score ?? 0), 0);
  return {
    page,
    slowdown,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    performance: score('performance'),
    accessibility: score('accessibility'),
    accessibilityButZoomLock: total ? Math.round((passed / total) * 100) : 0,
    failedA11y,
    report,
    metrics: {
      FCP: metric('first-contentful-paint'),
      LCP: metric('largest-contentful-paint'),
      TBT: metric('total-blocking-time'),
      CLS: metric('cumulative-layout-shift'),
    },
  };
}

function report(results: PageResult[]): boolean {
  let ok = true;
  console.log(
    '\nLighthouse 12, mobile (goal: performance ≥ 95, accessibility ≥ 95 and every a11y audit but meta-viewport passing)',
  );
  console.log(
    'a11y: the score as Lighthouse gives it, then without the zoom lock the spec asks for (it alone caps the score at 93)',
  );
  console.log(
    'page              perf  goal   a11y (w/o lock) goal   FCP      LCP      TBT      CLS    host index, CPU ×   failing a11y audits',
  );
  for (const r of results) {
    const unexpected = r.failedA11y.filter((id) => !ALLOWED_A11Y_FAILURES.has(id));
    const pass = r.performance >= GOAL.performance && r.accessibilityButZoomLock >= GOAL.accessibility && unexpected.length === 0;
    ok &&= pass;
    const { FCP, LCP, TBT, CLS } = r.metrics;
    console.log(
      `${r.page.padEnd(16)} ${String(r.performance).padStart(5)}  ≥${GOAL.performance}  ${String(r.accessibility).padStart(5)} (${String(r.accessibilityButZoomLock).padStart(3)})   ≥${GOAL.accessibility}` +
        `   ${FCP!.padEnd(8)} ${LCP!.padEnd(8)} ${TBT!.padEnd(8)} ${CLS!.padEnd(6)} ${`${r.benchmarkIndex}, ${r.slowdown}×`.padEnd(18)} ` +
        `${r.failedA11y.join(', ') || '-'}  ${pass ? 'ok' : 'MISSED'}`,
    );
  }
  return ok;
}

if (!existsSync(path.join(FRONTEND_DIST, 'index.html'))) throw new Error('frontend/dist is missing: run `npm run build` first');
const dir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
const server = await spawnServer({ DATA_DIR: dir, SEED_DEMO: 'true' }, 60_000);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});

/**
 * One Lighthouse run in its two halves: gather (load the page, record the trace; in simulated
 * throttling the page runs at the host's speed), then audit with the CPU slowdown that the host
 * speed measured in this very run calls for. On a shared host a slowdown picked from an earlier
 * run would emulate another phone whenever other work starts or stops in between.
 * A run the browser fumbles (NO_NAVSTART and the like on a busy host) is retried.
 */
async function audit(page: string): Promise<PageResult> {
  const url = new URL(page, server.url).href;
  const flags = { output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance', 'accessibility'] };
  for (let attempt = 1; ; attempt += 1) {
    const artifacts = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-artifacts-'));
    try {
      await lighthouse(url, { ...flags, port: chrome.port, gatherMode: artifacts }, { extends: 'lighthouse:default' });
      // Lighthouse refuses to audit with other settings than it gathered with. In simulated throttling
      // the multiplier plays no part in gathering (nothing is throttled while the page loads; only
      // requestIdleCallback deadlines are shortened, which this app does not read), so the saved
      // settings get the slowdown this run's host speed calls for.
      const file = path.join(artifacts, 'artifacts.json');
      const saved = JSON.parse(readFileSync(file, 'utf8')) as {
        BenchmarkIndex: number;
        settings: { throttling: Record<string, number> };
      };
      const slowdown = slowdownFor(saved.BenchmarkIndex);
      saved.settings.throttling.cpuSlowdownMultiplier = slowdown;
      writeFileSync(file, JSON.stringify(saved));
      const result = await lighthouse(
        url,
        { ...flags, auditMode: artifacts },
        { extends: 'lighthouse:default', settings: { throttling: { cpuSlowdownMultiplier: slowdown } } },
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      if (!result.lhr.runtimeError) return summarise(page, slowdown, result.lhr, String(result.report));
      if (attempt === 3) throw new Error(`Lighthouse failed on ${page}: ${result.lhr.runtimeError.message}`);
    } finally {
      rmSync(artifacts, { recursive: true, force: true });
    }
  }
}

const median = (runs: PageResult[]) => [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;

const results: PageResult[] = [];
try {
  await audit('/'); // warm-up: the server's caches and the browser's compiled code
  for (const page of PAGES) {
    const runs: PageResult[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const run = await audit(page);
      runs.push(run);
      const { FCP, LCP, TBT } = run.metrics;
      console.log(
        `${page} run ${i + 1}: performance ${run.performance}, FCP ${FCP}, LCP ${LCP}, TBT ${TBT} (host index ${run.benchmarkIndex}, CPU ${run.slowdown}×)`,
      );
    }
    const middle = median(runs);
    results.push(middle);
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(path.join(REPORTS, `${page === '/' ? 'home' : page.slice(1)}.json`), middle.report);
  }
} finally {
  chrome.kill();
  await server.kill();
  rmSync(dir, { recursive: true, force: true });
}
if (!report(results)) process.exitCode = 1;
