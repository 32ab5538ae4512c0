import type { BrowserContext, Page, Request } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { recordToasts } from './toasts.js';

const traces = path.resolve('test-results/traces');
/** E2E_TRACE=0 leaves Playwright's tracing off (the console, network and toast log are kept either way). */
const TRACING = process.env.E2E_TRACE !== '0';

type Log = { at: number; line: string }[];

/**
 * What a browser test's pages did, kept for the test that fails: a failure on a loaded machine is
 * explained by the order of things (the click, the API answer, the socket notice, the toast), not by
 * its last screen. Every context the site opens is watched; each keeps a log of its console, its API
 * requests, socket frames and toasts, and a Playwright trace (`npx playwright show-trace <zip>`).
 */
function evidenceKeeper() {
  const open = new Map<BrowserContext, Log>();
  /** Logs of contexts the test closed itself (a passing test's, for E2E_EVIDENCE=always); no trace. */
  let closed: Log[] = [];
  let t0 = Date.now();

  return {
    /** A new test: times in the log count from here. */
    reset() {
      t0 = Date.now();
      closed = [];
    },
    async watch(context: BrowserContext) {
      const log: Log = [];
      open.set(context, log);
      const note = (line: string) => log.push({ at: Date.now(), line });
      context.on('close', () => open.delete(context) && closed.push(log));
      context.on('console', (m) => note(`console.${m.type()}: ${m.text()}`));
      context.on('weberror', (e) => note(`page error: ${e.error().message}`));
      context.on('request', (r) => isApi(r) && note(`→ ${r.method()} ${r.url()}`));
      // A context the test closed meanwhile has no response to read: nothing to note, and no unhandled rejection.
      context.on(
        'requestfinished',
        (r) =>
          void answered(r).then(
            (line) => line && note(line),
            () => undefined,
          ),
      );
      context.on('requestfailed', (r) => note(`✗ ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`));
      context.on('page', (page) => watchPage(page, note));
      await context.exposeBinding('noteToast', (_source, line: string) => note(line));
      await recordToasts(context);
      if (TRACING) await context.tracing.start({ snapshots: true, screenshots: false }); // a screencast costs a loaded machine too much
    },
    /** The failed test's evidence: each open context's log printed, its trace saved under test-results/traces. */
    async keep(testName: string) {
      mkdirSync(traces, { recursive: true });
      const base = testName.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
      const print = (title: string, log: Log) =>
        console.error(
          `--- ${title} ---\n${log
            .sort((a, b) => a.at - b.at)
            .map((e) => `${String(Math.round(e.at - t0)).padStart(6)} ms  ${e.line}`)
            .join('\n')}`,
        );
      let i = 0;
      for (const [context, log] of open) {
        const file = path.join(traces, `${base}-${++i}.zip`);
        if (TRACING) await context.tracing.stop({ path: file }).catch(() => undefined);
        print(`browser context ${i} (trace: ${TRACING ? file : 'off'})`, log);
      }
      for (const log of closed) print(`browser context ${++i} (closed by the test: no trace)`, log);
    },
  };
}

const isApi = (r: Request) => new URL(r.url()).pathname.startsWith('/api/');

async function answered(r: Request) {
  if (!isApi(r)) return undefined;
  const status = (await r.response())?.status() ?? '?';
  return `← ${status} ${r.method()} ${r.url()}`;
}

function watchPage(page: Page, note: (line: string) => void) {
  page.on('framenavigated', (f) => f === page.mainFrame() && note(`page at ${f.url()}`));
  page.on('websocket', (ws) => {
    ws.on('framereceived', (f) => note(`socket ← ${String(f.payload).slice(0, 160)}`));
    ws.on('close', () => note('socket closed'));
  });
}

/** One keeper for the test file's browser (vitest runs each file in its own module graph). */
export const evidence = evidenceKeeper();

/** E2E_EVIDENCE=always keeps it for a passing test too (to see the order of things in a run that passed). */
const ALWAYS = process.env.E2E_EVIDENCE === 'always';

/** For a site's test file: each test's evidence is printed and saved when it fails. */
export function keepEvidenceOnFailure() {
  beforeEach(() => evidence.reset());
  afterEach(async ({ task }) => {
    if (ALWAYS || task.result?.state === 'fail') await evidence.keep(task.name);
  });
}
