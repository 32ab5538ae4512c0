import { serve, type ServerType } from '@hono/node-server';
import { randomUUID } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AppOptions, createApp } from '../app.js';
import { checkAgainstOpenApi } from './openapi-check.js';
import type { Deps } from '../core/deps.js';
import { createFsBlobStore } from '../core/blob-store/fs-blob-store.js';
import { createSqliteEventStore } from '../core/event-store/sqlite-event-store.js';
import { createProjectionRunner, type ProjectionRunner } from '../core/projections/runner.js';
import type { EventStore } from '../core/event-store/event-store.js';
import type { ReadStore } from '../core/read-store/read-store.js';
import { createMemoryReadStore } from '../core/read-store/memory-read-store.js';
import { allProjections } from '../registry/compose.js';
import { KEYS_FILE, READ_MODELS_FILE } from '../infrastructure.js';
import { createPrivacyBoundary } from '../core/privacy/private-event-store.js';
import { createSqliteMemberKeys } from '../core/privacy/sqlite-member-keys.js';
import { recorderFor } from '../commands/analytics/routes.js';
import type { KickRuntime } from '../commands/kick/runtime.js';

export interface Harness {
  deps: Deps;
  dir: string;
  /** A fetch against the in-memory app, same-origin like the SPA's calls. */
  request(
    method: string,
    url: string,
    options?: { body?: unknown; cookie?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  /** Serves the same app on a real socket (127.0.0.1, a free port) and answers its base URL; closed with the harness. */
  listen(): Promise<string>;
  /** Close and reopen on the same data folder, as a restart of the server does: read models resume from disk. */
  restart(): Promise<Harness>;
  close(): Promise<void>;
}

/** Signs the harness's session cookies (exported for helpers that open sessions without a login). */
export const SECRET = 'test-secret-test-secret-test-secret-0123';
/** Spawned servers that must open draws sealed by a harness pass this as DRAW_SECRET. */
export const TEST_DRAW_SECRET = 'test-draw-secret-test-draw-secret-0123';

export interface HarnessOptions {
  dir?: string;
  clock?: () => Date;
  authAttemptsPerMinute?: number;
  /** More app options (limits, proxy trust); tracking and Telegram codes are not rate-limited unless a test asks. */
  app?: Partial<AppOptions>;
  /** The built front end to serve (browser-facing tests of static files). */
  staticDir?: string;
  /** Another runner than the app's own (a ROLE=web instance's progress watcher). */
  runner?: (events: EventStore, read: ReadStore) => ProjectionRunner;
  /** The Kick connection, made per app (it needs the app's deps); see kick.ts beside this file. */
  kick?: (deps: Deps) => KickRuntime;
}

export async function createHarness(options: HarnessOptions = {}): Promise<Harness> {
  const dir = options.dir ?? mkdtempSync(path.join(tmpdir(), 'app-test-'));
  const { events, keys } = createPrivacyBoundary(
    createSqliteEventStore(path.join(dir, 'events.db')),
    createSqliteMemberKeys(path.join(dir, KEYS_FILE)),
  );
  const read = createMemoryReadStore({ file: path.join(dir, READ_MODELS_FILE) });
  const runner = options.runner?.(events, read) ?? createProjectionRunner(events, read, allProjections);
  await runner.start();
  const blobs = await createFsBlobStore(path.join(dir, 'uploads'));
  const deps: Deps = { events, keys, read, blobs, runner, clock: options.clock ?? (() => new Date()), newId: randomUUID };
  const app = createApp(deps, {
    secret: SECRET,
    drawSecret: TEST_DRAW_SECRET,
    authAttemptsPerMinute: options.authAttemptsPerMinute ?? 1000,
    trackingPerMinute: 1_000_000,
    telegramInitsPerMinute: 1_000_000,
    staticDir: options.staticDir,
    kick: options.kick?.(deps),
    ...options.app,
  });
  const servers: ServerType[] = [];
  const close = async () => {
    for (const s of servers) (s as HttpServer).closeAllConnections();
    await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
    await recorderFor(deps).flush(); // page views and clicks still in the batch window, as the server does
    await runner.stop();
    await events.close();
    await keys.close();
    await read.close();
  };
  return {
    deps,
    dir,
    async request(method, url, { body, cookie, headers = {} } = {}) {
      const h: Record<string, string> = { host: 'localhost', origin: 'http://localhost', ...headers };
      if (cookie) h.cookie = cookie;
      if (body !== undefined) h['content-type'] ??= 'application/json';
      const res = await app.request(url, {
        method,
        headers: h,
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      // Every answer a test receives is held to the published API reference (openapi-check.ts).
      await checkAgainstOpenApi(method, url, res, async () => (await app.request('/api/openapi.json')).json(), h);
      return res;
    },
    listen() {
      return new Promise((resolve) => {
        const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
          resolve(`http://127.0.0.1:${info.port}`),
        );
        servers.push(server);
      });
    },
    async restart() {
      await close();
      return createHarness({ ...options, dir });
    },
    async close() {
      await close();
      if (!options.dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The `name=value` part of a Set-Cookie header, for the next request's Cookie header. */
export const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

export async function registerMember(h: Harness, username: string, extra: Record<string, unknown> = {}) {
  const res = await h.request('POST', '/api/auth/register', {
    body: { username, email: `${username}@example.com`, password: 'Kuzey-Yildizi-7', ...extra },
  });
  if (res.status !== 201) throw new Error(`register ${username}: ${res.status} ${await res.text()}`);
  const { user } = (await res.json()) as { user: { id: string } };
  return { cookie: cookieOf(res), userId: user.id };
}

/** A response body as loosely typed JSON, for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const json = (res: Response): Promise<any> => res.json();
