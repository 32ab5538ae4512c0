import { Hono } from 'hono';
import { markSessionSeen } from './commands/accounts/sessions/sessions.js';
import { log } from './core/log.js';
import { requestLog } from './http/request-log.js';
import { observeRequest } from './core/metrics.js';
import { metricsRoutes } from './http/metrics-routes.js';
import type { Deps } from './core/deps.js';
import type { AppEnv } from './http/app-env.js';
import { apiNotFound, onError } from './http/errors.js';
import { limitBody } from './http/body-limit.js';
import { bodyLimitOf, limitMemberWrites, limitOpenEndpoints } from './http/limits.js';
import { clientInfo } from './http/proxy.js';
import { sameOriginOnly } from './http/security.js';
import { readyLane } from './http/ready-answer.js';
import { API_SECURITY_HEADERS, noStoreByDefault, securityHeaders, strictTransportOverHttps } from './http/security-headers.js';
import { compressAnswers } from './http/compression.js';
import { MemoRouter } from './http/memo-router.js';
import { loadSession } from './http/session.js';
import { mountBlobs } from './http/blobs.js';
import { mountSpa, notFoundText } from './http/spa.js';
import { openApiRoutes } from './http/openapi/routes.js';
import { detailPageMeta } from './registry/page-meta.js';
import { findLiveSession } from './projections/accounts/session-user.js';
import type { AppOptions } from './app-options.js';
import { mountSlices, operations, pageParts } from './registry/compose.js';

export type { AppOptions } from './app-options.js';

/**
 * The HTTP app: the transport's middleware, then every slice's routes from the registry
 * (backend/registry/slices.ts), the OpenAPI document of them, uploaded images and the SPA.
 */
export function createApp(deps: Deps, options: AppOptions) {
  const app = new Hono<AppEnv>({ router: new MemoRouter() });
  app.onError(onError);
  app.notFound(notFoundText);
  // First, so every answer has its request id and its one log line (and its HTTP metrics).
  app.use('*', requestLog({ trustProxy: options.trustProxy ?? false, logger: () => log, observe: observeRequest }));
  // HSTS on answers that came over HTTPS only (security-headers.ts).
  app.use('*', strictTransportOverHttps(options.trustProxy ?? false));
  // For the load balancer's and the orchestrator's health checks.
  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.route('/', metricsRoutes(options.metricsToken));
  // Only the API and uploads need these: the SPA's files are answered complete (headers made at start),
  // so a page or an asset is one handler, with no middleware to pass through.
  // A public list asked for without a query string is the same for everyone: its ready bytes go out at once.
  app.get('/api/*', readyLane(deps));
  app.use(
    '/api/*',
    clientInfo({ trustProxy: options.trustProxy ?? false, publicOrigin: options.publicOrigin }),
    securityHeaders(API_SECURITY_HEADERS),
  );
  app.use('/uploads/*', securityHeaders());

  const api = new Hono<AppEnv>();
  api.use('*', noStoreByDefault(), compressAnswers());
  api.use('*', sameOriginOnly(options.publicOrigin));
  limitOpenEndpoints(api, options);
  api.use(
    '*',
    loadSession(
      (sid, now) => findLiveSession(deps.read, sid, now),
      deps,
      options.secret,
      (sid, userId, now, correlationId) =>
        markSessionSeen(deps, sid, { actorId: userId, actorRole: null, now, correlationId: correlationId ?? deps.newId() }),
    ),
  );
  api.use('*', async (c, next) => (c.set('staff2fa', options.staff2fa ?? 'required'), next()));
  api.use('*', limitBody(bodyLimitOf));
  limitMemberWrites(api, options.limitStore);
  mountSlices(api, { deps, options });
  api.route(
    '/',
    openApiRoutes(() => app.routes, operations),
  );
  api.notFound(apiNotFound);
  app.route('/api', api);
  app.all('/api/*', apiNotFound);
  mountBlobs(app, deps);

  // The objects' pages (hunt, draw, event): their title and share preview, or a 404 for an unknown id.
  if (options.staticDir) mountSpa(app, options.staticDir, { ...pageParts(deps), details: detailPageMeta(deps) });
  return app;
}
