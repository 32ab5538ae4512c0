import type { KickRuntime } from './commands/kick/runtime.js';
import type { Mailer } from './commands/accounts/password-reset/mailer.js';
import type { LoginBackoff } from './http/login-backoff.js';
import type { OpenLimits } from './http/limits.js';
import type { TrustProxy } from './http/proxy.js';

/** What the app is started with (backend/server.ts reads it from the environment); the slices' routes read it too. */
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
  /** METRICS_TOKEN: GET /metrics answers only with it (404 while unset). */
  metricsToken?: string;
}
