import { markSessionSeen } from './commands/accounts/accounts.js';
import { memberExportRoutes } from './projections/privacy/routes.js';
import { erasureReads } from './projections/privacy/erasure-reads.js';
import { adminErasureRoutes, ownErasureRoutes } from './commands/accounts/erase-routes.js';
import { legalCommandRoutes } from './commands/legal/routes.js';
import { findLegalText } from './projections/legal/legal-texts.projection.js';
import { legalQueryRoutes } from './projections/legal/routes.js';
import { Hono } from 'hono';
import type { LoginBackoff } from './http/login-backoff.js';
import { accountCommandRoutes } from './commands/accounts/routes.js';
import type { Deps } from './core/deps.js';
import type { AppEnv } from './http/app-env.js';
import { apiNotFound, onError } from './http/errors.js';
import { limitBody } from './http/body-limit.js';
import { bodyLimitOf, limitOpenEndpoints, type OpenLimits } from './http/limits.js';
import { clientInfo, type TrustProxy } from './http/proxy.js';
import { sameOriginOnly } from './http/security.js';
import { readyLane } from './http/ready-answer.js';
import { API_SECURITY_HEADERS, noStoreByDefault, securityHeaders } from './http/security-headers.js';
import { compressAnswers } from './http/compression.js';
import { MemoRouter } from './http/memo-router.js';
import { loadSession } from './http/session.js';
import { findLiveSession } from './projections/accounts/session-user.js';
import { authQueryRoutes } from './projections/accounts/routes.js';
import { recoveryRoutes } from './commands/accounts/recovery-routes.js';
import { afterPasswordWith, signInWith } from './commands/accounts/sign-in.js';
import { totpSealingKeyFrom } from './commands/accounts/totp.js';
import { secondStepRoutes, twoFactorAdminRoutes } from './commands/accounts/two-factor-routes.js';
import { userOfResetToken } from './projections/accounts/password-resets.projection.js';
import { sessionOfPublicId } from './projections/accounts/session-queries.js';
import type { Mailer } from './core/mail/mailer.js';
import { siteSettingsQueryRoutes } from './projections/settings/routes.js';
import { siteSettingsCommandRoutes } from './commands/settings/routes.js';
import { uploadRoutes } from './commands/uploads/routes.js';
import { cardCommandRoutes } from './commands/cards/routes.js';
import { cardQueryRoutes } from './projections/cards/routes.js';
import { bannerCommandRoutes } from './commands/banners/routes.js';
import { bannerQueryRoutes } from './projections/banners/routes.js';
import { slidingBannerCommandRoutes } from './commands/sliding-banners/routes.js';
import { slidingBannerQueryRoutes } from './projections/sliding-banners/routes.js';
import { companyCommandRoutes } from './commands/companies/routes.js';
import { companyQueryRoutes } from './projections/companies/routes.js';
import { analyticsTrackingRoutes, cardClickRoutes } from './commands/analytics/routes.js';
import { analyticsQueryRoutes } from './projections/analytics/routes.js';
import { dashboardQueryRoutes } from './projections/dashboard/routes.js';
import { mountBlobs } from './http/blobs.js';
import { mountSpa, notFoundText } from './http/spa.js';
import { firstBannerPreload } from './projections/banners/page-preload.js';
import { ticketCommandRoutes } from './commands/tickets/routes.js';
import { ticketQueryRoutes } from './projections/tickets/routes.js';
import { adminEventCommandRoutes, eventJoinRoutes } from './commands/events/routes.js';
import { adminEventQueryRoutes, eventQueryRoutes } from './projections/events/routes.js';
import { streamingRuleCommandRoutes, userStreamRoutes } from './commands/points/routes.js';
import { leaderboardQueryRoutes, pointsLedgerQueryRoutes, streamingRuleQueryRoutes } from './projections/points/routes.js';
import { adminVerificationCommandRoutes, socialVerificationCommandRoutes } from './commands/verification/routes.js';
import { telegramWebhookRoutes } from './commands/verification/telegram-webhook.js';
import { adminVerificationQueryRoutes, socialVerificationQueryRoutes } from './projections/verification/routes.js';
import { purchaseRoutes, rewardCommandRoutes, rewardOrderCommandRoutes } from './commands/rewards/routes.js';
import {
  rewardOrderExportRoutes,
  rewardOrderQueryRoutes,
  rewardQueryRoutes,
  userRewardQueryRoutes,
} from './projections/rewards/routes.js';
import { drawCommandRoutes } from './commands/draws/routes.js';
import { drawKeyFrom } from './commands/draws/seed-sealing.js';
import { homeViewportMeta } from './projections/settings/site-settings.js';
import { drawReads } from './projections/draws/lookups.js';
import { adminDrawQueryRoutes, drawQueryRoutes } from './projections/draws/routes.js';
import { adminHuntCommandRoutes, huntPredictionRoutes } from './commands/hunts/routes.js';
import { adminHuntQueryRoutes, huntQueryRoutes } from './projections/hunts/routes.js';
import { findHunt, ownPrediction } from './projections/hunts/queries.js';
import { adminUserCommandRoutes } from './commands/accounts/admin-routes.js';
import { adminUserQueryRoutes } from './projections/accounts/admin-routes.js';
import { findAdminUser } from './projections/accounts/admin-queries.js';
import { auditQueryRoutes } from './projections/audit/routes.js';
import { openApiRoutes } from './http/openapi/routes.js';
import { detailPageMeta } from './http/page-meta.js';
import { findCurrentUser } from './projections/accounts/queries.js';
import { findBanner } from './projections/banners/queries.js';
import { cardExists, findCard } from './projections/cards/queries.js';
import { findCompany } from './projections/companies/queries.js';
import { findAdminEvent, participationCount } from './projections/events/queries.js';
import { findStreamingRule } from './projections/points/queries.js';
import { findAdminReward, findOrderReward, findReward, findRewardOrder, findUserReward } from './projections/rewards/queries.js';
import { getSiteSettings } from './projections/settings/site-settings.js';
import { findSlidingBanner } from './projections/sliding-banners/queries.js';
import { findAdminApplication, findOwnApplication, listTicketCompanies } from './projections/tickets/queries.js';
import { getTicketSettings } from './projections/tickets/ticket-settings.projection.js';
import { findVerification } from './projections/verification/queries.js';
import { adminKickCommandRoutes, kickCommandRoutes } from './commands/kick/routes.js';
import type { KickRuntime } from './commands/kick/runtime.js';
import { adminKickQueryRoutes, kickQueryRoutes } from './projections/kick/routes.js';

// Command routers answer from the read models (read-your-writes) but may not import them:
// the lookups they need are handed in here.
const eventReads = { findAdminEvent, participationCount };
const verificationReads = { getSiteSettings, findVerification };
const rewardReads = { findAdminReward, findReward, findUserReward, findOrderReward, findRewardOrder };
const recoveryReads = { userOfResetToken, sessionOfPublicId };
const ticketReads = { listTicketCompanies, getTicketSettings, findOwnApplication, findAdminApplication };

export interface AppOptions extends OpenLimits {
  secret: string;
  /**
   * Seals the seeds of open draws in the log (the server passes DRAW_SECRET or DATA_DIR/draw-secret).
   * Without it the key is derived from `secret` under its own HKDF label (tests, benchmarks).
   */
  drawSecret?: string;
  authAttemptsPerMinute: number;
  /** TRUST_PROXY: whose X-Forwarded-For / -Proto to believe (none by default). */
  trustProxy?: TrustProxy;
  /** PUBLIC_ORIGIN: what the same-origin check compares an Origin header with. */
  publicOrigin?: string;
  /** The built SPA (frontend/dist); when absent only the API is served. */
  staticDir?: string;
  /** How long a login waits for its session to be readable before a 503 (15 s). */
  sessionVisibleMs?: number;
  /** The per-account login backoff shared by the instances (MongoDB); by default this process's own. */
  loginBackoff?: LoginBackoff;
  /** SMTP_URL: password reset links go out by e-mail (built from publicOrigin). */
  mailer?: Mailer;
  /** STAFF_2FA: `required` (the default) refuses staff-only calls until the staff member enrols. */
  staff2fa?: 'required' | 'optional';
  /** The Kick connection when KICK_CLIENT_ID is set; without it every Kick call but the status is 404. */
  kick?: KickRuntime;
}

export function createApp(deps: Deps, options: AppOptions) {
  const app = new Hono<AppEnv>({ router: new MemoRouter() });
  app.onError(onError);
  app.notFound(notFoundText);
  // For the load balancer's and the orchestrator's health checks.
  app.get('/health', (c) => c.json({ status: 'ok' }));
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
      (sid, userId, now) => markSessionSeen(deps, sid, { actorId: userId, actorRole: null, now, correlationId: deps.newId() }),
    ),
  );
  api.use('*', async (c, next) => (c.set('staff2fa', options.staff2fa ?? 'required'), next()));
  api.use('*', limitBody(bodyLimitOf));
  const signIn = signInWith(deps, { findCurrentUser }, options);
  const afterPassword = afterPasswordWith(deps, signIn, options.secret);
  const totpKey = totpSealingKeyFrom(options.drawSecret ?? options.secret);
  api.route('/auth', accountCommandRoutes(deps, options, signIn, afterPassword));
  api.route('/auth', recoveryRoutes(deps, recoveryReads, options, afterPassword));
  api.route('/auth', authQueryRoutes(deps));
  api.route('/auth', secondStepRoutes(deps, totpKey, signIn, options));
  api.route('/admin/2fa', twoFactorAdminRoutes(deps, totpKey));
  api.route('/site-settings', siteSettingsQueryRoutes(deps));
  api.route('/site-settings', siteSettingsCommandRoutes(deps, { getSiteSettings }));
  api.route('/legal', legalQueryRoutes(deps));
  api.route('/me', memberExportRoutes(deps));
  api.route('/me', ownErasureRoutes(deps, erasureReads(deps.read)));
  api.route('/admin/legal', legalCommandRoutes(deps, { legalText: (doc) => findLegalText(deps.read, doc) }));
  api.route('/upload', uploadRoutes(deps));
  api.route('/cards', cardQueryRoutes(deps));
  api.route('/cards', cardClickRoutes(deps, { cardExists }));
  api.route('/cards', cardCommandRoutes(deps, { find: findCard }));
  api.route('/banners', bannerQueryRoutes(deps));
  api.route('/banners', bannerCommandRoutes(deps, { find: findBanner }));
  api.route('/sliding-banners', slidingBannerQueryRoutes(deps));
  api.route('/sliding-banners', slidingBannerCommandRoutes(deps, { find: findSlidingBanner }));
  api.route('/companies', companyQueryRoutes(deps));
  api.route('/companies', companyCommandRoutes(deps, { find: findCompany }));
  api.route('/analytics', analyticsTrackingRoutes(deps, { cardExists }));
  api.route('/analytics', analyticsQueryRoutes(deps));
  api.route('/admin/dashboard', dashboardQueryRoutes(deps));
  api.route('/events', eventQueryRoutes(deps));
  api.route('/events', eventJoinRoutes(deps, eventReads));
  api.route('/admin/events', adminEventQueryRoutes(deps));
  api.route('/admin/events', adminEventCommandRoutes(deps, eventReads));
  api.route('/user', userStreamRoutes(deps));
  api.route('/streaming-verifications', streamingRuleQueryRoutes(deps));
  api.route('/streaming-verifications', streamingRuleCommandRoutes(deps, { findStreamingRule }));
  api.route('/leaderboard', leaderboardQueryRoutes(deps));
  api.route('/points', pointsLedgerQueryRoutes(deps));
  api.route('/social-verifications', socialVerificationQueryRoutes(deps));
  api.route('/social-verifications', socialVerificationCommandRoutes(deps, verificationReads));
  api.route('/admin/social-verifications', adminVerificationQueryRoutes(deps));
  api.route('/admin/social-verifications', adminVerificationCommandRoutes(deps, verificationReads));
  api.route('/telegram', telegramWebhookRoutes(deps));
  api.route('/kick', kickQueryRoutes(deps, options.kick));
  api.route('/kick', kickCommandRoutes(deps, options.kick, options.secret));
  api.route('/admin/kick', adminKickQueryRoutes(deps, options.kick));
  api.route('/admin/kick', adminKickCommandRoutes(deps, options.kick));
  api.route('/rewards', rewardQueryRoutes(deps));
  api.route('/rewards', rewardCommandRoutes(deps, rewardReads));
  api.route('/user-rewards', userRewardQueryRoutes(deps));
  api.route('/user-rewards', purchaseRoutes(deps, rewardReads));
  api.route('/admin/reward-orders', rewardOrderQueryRoutes(deps));
  api.route('/admin/reward-orders', rewardOrderCommandRoutes(deps, rewardReads));
  api.route('/draws', drawQueryRoutes(deps));
  api.route('/admin/draws', adminDrawQueryRoutes(deps));
  api.route('/admin/draws', drawCommandRoutes(deps, drawReads(deps.read), drawKeyFrom(options.drawSecret ?? options.secret)));
  const huntReads = {
    hunt: (id: string) => findHunt(deps.read, id),
    ownPrediction: (huntId: string, userId: string) => ownPrediction(deps.read, huntId, userId),
  };
  api.route('/hunts', huntQueryRoutes(deps));
  api.route('/hunts', huntPredictionRoutes(deps, huntReads));
  api.route('/admin/hunts', adminHuntQueryRoutes(deps));
  api.route('/admin/hunts', adminHuntCommandRoutes(deps, huntReads));
  api.route('/admin', adminUserQueryRoutes(deps));
  api.route('/admin', auditQueryRoutes(deps));
  api.route('/admin', rewardOrderExportRoutes(deps));
  api.route('/admin', adminUserCommandRoutes(deps, { user: (id) => findAdminUser(deps.read, id) }, options));
  api.route('/admin', adminErasureRoutes(deps, erasureReads(deps.read)));
  // The ticket routers carry their full paths (/ticket-companies, /ticket-settings, /admin/ticket-...).
  api.route('/', ticketQueryRoutes(deps));
  api.route('/', ticketCommandRoutes(deps, ticketReads));
  api.route(
    '/',
    openApiRoutes(() => app.routes),
  );
  api.notFound(apiNotFound);
  app.route('/api', api);
  app.all('/api/*', apiNotFound);
  mountBlobs(app, deps);

  if (options.staticDir)
    mountSpa(app, options.staticDir, {
      headLinks: { '/': firstBannerPreload(deps) },
      viewports: { '/': homeViewportMeta(deps.read) },
      details: detailPageMeta(deps),
    });
  return app;
}
