import { serve } from '@hono/node-server';
import { createServer as createHttpServer, type RequestListener, type Server as HttpServer, type ServerOptions } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { type AppOptions, createApp } from './app.js';
import { ensureSuperAdmin } from './commands/accounts/members/admin-bootstrap.js';
import { createSmtpMailer } from './integrations/mail/smtp-mailer.js';
import type { Deps } from './core/deps.js';
import { createProjectionRunner, type ProjectionRunner } from './core/projections/runner.js';
import { createProgressWatcher } from './core/projections/progress-watcher.js';
import { type Config, kickConfigOf, loadConfig } from './env.js';
import { createKickRuntime } from './commands/kick/runtime.js';
import { startKickBackground } from './commands/kick/connection.js';
import { pendingKickMessages } from './projections/kick/queries.js';
import { drawSecret, holdProjectorLease, newId, openStores, sessionSecret } from './infrastructure.js';
import { allProjections, startSliceBackground } from './registry/compose.js';
import { attachRealtime } from './realtime/socket.js';
import { mongoSocketAdapter } from './realtime/mongo-adapter.js';
import { openMongoRateLimits } from './http/mongo-rate-limit-store.js';
import { sharedNoticesAvailable } from './http/mongo-change-streams.js';
import { StartupError } from './http/mongo-connection.js';
import { systemContext } from './core/system-context.js';
import { logStrayRejections } from './core/stray-rejections.js';
import { demoSeeders, seedDemo } from './seed/index.js';
import { startTelegramBot } from './integrations/telegram/bot.js';
import { sessionIdsOf } from './projections/accounts/queries.js';
import { recorderFor } from './commands/analytics/routes.js';
import { type TrackingLane, trackingLane } from './http/tracking-lane.js';
import { drainable } from './http/drain.js';
import { meteredEventStore } from './core/event-store/metered-event-store.js';
import { watch } from './core/metrics.js';
import { metricsRoutes, serveMetrics } from './http/metrics-routes.js';
import { lineLog, log as rootLog } from './core/log.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const FRONTEND_DIST = path.resolve(here, '../frontend/dist');

export interface RunningServer {
  url: string;
  port: number;
  deps: Deps;
  close(): Promise<void>;
}

/**
 * One process of the site. ROLE=all (the default) does everything; behind a load balancer ROLE=web
 * instances serve HTTP, Socket.IO and commands over the shared read models, and one ROLE=projector
 * keeps those read models (and the background reconcilers, and Telegram long polling) running.
 */
export async function startServer(config: Config, log: Pick<Console, 'info' | 'error'> = lineLog()): Promise<RunningServer> {
  const started = performance.now();
  const role = config.ROLE;
  const stores = await openStores(config, log);
  const { keys, read, blobs, mongo } = stores;
  const events = meteredEventStore(stores.events); // appends counted and timed for /metrics
  // On MongoDB exactly one process projects (the embedded read models have their file lock instead).
  const lease =
    mongo && role !== 'web' ? await holdProjectorLease(read, config, log, () => void runner.stop().catch(() => undefined)) : null;
  const runner =
    role === 'web'
      ? createProgressWatcher(read, { log })
      : createProjectionRunner(events, read, allProjections, log, { publishProgress: role === 'projector' });
  await runner.start();
  const deps: Deps = { events, keys, read, blobs, runner, clock: () => new Date(), newId };
  const stopBackground = role === 'web' ? async () => {} : await startBackground(deps, config, log);
  const kickConfig = kickConfigOf(config);
  const kick = kickConfig ? createKickRuntime(deps, kickConfig, log) : undefined;
  // Deliveries a crash left unprocessed are taken again, and the webhook subscriptions kept, by one process.
  const stopKick =
    kick && role !== 'web' ? await startKickBackground(deps, kick, () => pendingKickMessages(read), log) : async () => {};

  const secret = sessionSecret(config);
  // Rate limits count across the instances when they share MongoDB; a projector serves no limited route.
  const limits = mongo && role !== 'projector' ? await openMongoRateLimits(mongo, log) : null;
  const app =
    role === 'projector'
      ? healthApp(role, runner, config.METRICS_TOKEN)
      : createApp(deps, { ...appOptions(config, secret), limitStore: limits?.store, loginBackoff: limits?.loginBackoff, kick });
  let lane: TrackingLane | undefined;
  const http = await new Promise<HttpServer>((resolve, reject) => {
    // Page views and clicks wait behind everything else on this thread (see tracking-lane.ts).
    // serve() calls it as createServer(serverOptions, listener); its type lists node's every overload.
    const createServer = ((options: ServerOptions, listener: RequestListener) =>
      createHttpServer(options, (lane = trackingLane(listener)))) as typeof createHttpServer;
    const s = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST, createServer }, () => resolve(s as HttpServer));
    // A port another process holds is an operator's mistake, not a crash: say which port and what to do.
    s.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'EADDRINUSE'
          ? new StartError(`Port ${config.PORT} is already in use: stop the process using it, or start with another PORT.`)
          : err,
      ),
    );
  });
  const requests = drainable(http);
  const shared = mongo && (await sharedNoticesAvailable(mongo.db(), role, log)) ? await mongoSocketAdapter(mongo) : null;
  const realtime =
    role !== 'projector'
      ? attachRealtime(http, read, runner, secret, shared?.adapter, { staff2fa: config.STAFF_2FA })
      : shared
        ? attachRealtime(null, read, runner, secret, shared.adapter, { staff2fa: config.STAFF_2FA })
        : null;
  const stopTelegramBot = startTelegramFor(role, deps, config, log);
  const unwatch = watch({ events, runner, sockets: () => realtime?.io.engine.clientsCount ?? 0, trackingLane: lane });
  const metricsPort = config.METRICS_PORT ? await serveMetrics(config.METRICS_PORT, config.HOST, config.METRICS_TOKEN) : null;
  const port = (http.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  log.info(
    `${role === 'projector' ? 'Projector (health on /health)' : 'Site'} ready on ${url} in ${Math.round(performance.now() - started)} ms ` +
      `(ROLE=${role}, ${config.EVENTSTORE_URL ? 'EventStoreDB' : 'SQLite'} events, ${config.MONGO_URL ? 'MongoDB' : 'in-memory'} read models)`,
  );
  if (role !== 'projector' && !existsSync(path.join(FRONTEND_DIST, 'index.html'))) {
    log.error('The front end is not built (frontend/dist is missing): pages answer a notice until `npm run build` has run.');
  }

  let closing: Promise<void> | null = null;
  return {
    url,
    port,
    deps,
    close: () =>
      (closing ??= (async () => {
        // Drain: stop accepting, let the running requests (and the appends they wait for) answer, then
        // close the sockets' transports (clients reconnect, through the load balancer, elsewhere).
        const drained = await requests.drain();
        if (drained.waitedFor > 0 || drained.cut)
          log.info(
            `Drained ${drained.waitedFor} running request(s)${drained.cut ? ', cutting those still running after 10 s' : ''}.`,
          );
        unwatch();
        await metricsPort?.close();
        await stopTelegramBot();
        await stopKick();
        await stopBackground();
        await realtime?.close(); // also closes the HTTP server, when it has it
        if (role === 'projector') await new Promise((resolve) => http.close(resolve));
        await shared?.close();
        await recorderFor(deps).flush(); // page views and clicks still in the batch window
        await runner.stop();
        await lease?.release();
        await events.close();
        await keys.close();
        await read.close();
      })()),
  };
}

const appOptions = (config: Config, secret: string): AppOptions => ({
  secret,
  drawSecret: drawSecret(config),
  authAttemptsPerMinute: config.AUTH_RATE_LIMIT,
  trackingPerMinute: config.TRACKING_RATE_LIMIT,
  trustProxy: config.TRUST_PROXY,
  publicOrigin: config.PUBLIC_ORIGIN,
  staticDir: FRONTEND_DIST,
  mailer: config.SMTP_URL
    ? createSmtpMailer(
        config.SMTP_URL,
        config.MAIL_FROM ?? `Güvenilir Siteler <no-reply@${new URL(config.PUBLIC_ORIGIN!).hostname}>`,
      )
    : undefined,
  staff2fa: config.STAFF_2FA,
  metricsToken: config.METRICS_TOKEN,
});

/** Telegram updates arrive once: on the webhook (any web instance), else by the one process that polls. */
function startTelegramFor(role: Config['ROLE'], deps: Deps, config: Config, log: Pick<Console, 'info' | 'error'>) {
  if (role === 'projector') return config.TELEGRAM_WEBHOOK_URL ? async () => {} : startTelegramBot(deps, config, log);
  return startTelegramBot(deps, config, log, role === 'all' || !!config.TELEGRAM_WEBHOOK_URL);
}

/** A projector serves no site: a load balancer or an orchestrator asks it only whether it is alive. */
function healthApp(role: string, runner: ProjectionRunner, metricsToken: string | undefined) {
  return new Hono()
    .get('/health', (c) => c.json({ status: 'ok', role, positions: runner.positions() }))
    .route('/', metricsRoutes(metricsToken));
}

const ADMIN_OUTCOME = {
  created: 'ADMIN_EMAIL: created the super_admin account.',
  updated: 'ADMIN_EMAIL: the super_admin account is up to date.',
  adopted:
    'ADMIN_EMAIL: adopted the account registered with that e-mail (ADMIN_ADOPT_EXISTING=true): its sessions ended, its password replaced, now super_admin.',
  'left-alone':
    'ADMIN_EMAIL names an account someone registered on the site, not one this server created: it was left untouched and is not an admin. ' +
    'Check that the account is yours and start with ADMIN_ADOPT_EXISTING=true to adopt it, or set another ADMIN_EMAIL.',
} as const;

/**
 * What runs once for the whole site (so on ROLE=all or ROLE=projector): the slices' start-up work and
 * reconcilers (their manifests' `background`), the first super_admin, the demo content.
 */
async function startBackground(deps: Deps, config: Config, log: Pick<Console, 'info' | 'error'>) {
  const { runner, read } = deps;
  // Each slice's start-up work (erasures and ticket approvals a crash cut in half are finished) and reconcilers.
  const stopSlices = await startSliceBackground(deps, config, log);

  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const r = await ensureSuperAdmin(deps, config.ADMIN_EMAIL, config.ADMIN_PASSWORD, systemContext(deps, 'admin-bootstrap'), {
      adoptExisting: config.ADMIN_ADOPT_EXISTING,
      sessionsOf: (userId) => sessionIdsOf(read, userId),
    });
    await runner.waitFor(r.position);
    log.info(ADMIN_OUTCOME[r.outcome]);
  }

  if (config.SEED_DEMO && (await seedDemo(deps, demoSeeders)))
    log.info('Seeded the demo content (SEED_DEMO=false turns this off).');
  return stopSlices;
}

/** A start-up failure with a plain explanation for the operator (no stack trace). */
class StartError extends Error {}

async function main() {
  logStrayRejections();
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    rootLog.fatal((err as Error).message);
    process.exit(1);
  }
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(config);
  } catch (err) {
    if (!(err instanceof StartError || err instanceof StartupError)) throw err;
    // One line for the operator: what to do, no stack trace.
    rootLog.fatal(err.message);
    process.exit(1);
  }
  if (!config.ADMIN_EMAIL) {
    rootLog.info('No admin account configured: set ADMIN_EMAIL and ADMIN_PASSWORD to create a super_admin.');
  }
  const shutdown = (signal: string) => {
    rootLog.info(`${signal}: stopping (no new connections; running requests get 10 s).`);
    // Whatever happens, the process is gone within 12 s of the signal.
    setTimeout(() => (rootLog.error('Shutdown took longer than 11.5 s: exiting now.'), process.exit(1)), 11_500).unref();
    server.close().then(
      () => (rootLog.info('Stopped: every answered request is on disk.'), process.exit(0)),
      (err: unknown) => (rootLog.error({ err }, 'Stopping failed'), process.exit(1)),
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err: unknown) => {
    rootLog.fatal({ err }, 'the server stopped on an unexpected error');
    process.exit(1);
  });
}
