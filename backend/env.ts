import { createPublicKey } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { LOG_LEVELS } from './core/log.js';
import { compileTrust, type TrustProxy } from './http/proxy.js';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

const bool = (def: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? def : ['true', '1', 'yes'].includes(v)));

const TRUST_PROXY_HELP =
  'TRUST_PROXY must be false, a hop count (1, 2, ...) or a comma-separated list of proxy addresses or subnets (e.g. loopback, 10.0.0.0/8)';

/** Off unless set; a hop count; or addresses and subnets, each checked the way requests will check them. */
const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const v = raw?.trim() ?? '';
    if (['', 'false', '0', 'no'].includes(v.toLowerCase())) return false;
    if (/^\d+$/.test(v)) return Number(v);
    const list = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    try {
      compileTrust(list);
      return list;
    } catch {
      ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
      return z.NEVER;
    }
  });

/** What browsers call the site, reduced to its origin (`https://site.example`). */
const publicOrigin = optionalString.pipe(
  z
    .url({ protocol: /^https?$/, error: 'PUBLIC_ORIGIN must be an http(s) address such as https://site.example' })
    .refine((v) => /^[a-z]+:\/\/[^/?#]+\/?$/i.test(v), 'PUBLIC_ORIGIN must be an origin only (no path, query or fragment)')
    .transform((v) => new URL(v).origin)
    .optional(),
);

const KICK_CHANNEL_SLUG = /^[A-Za-z0-9_-]{1,64}$/;
const isLoopback = (origin: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(origin).hostname);
/** Kick's webhook key as PEM; a text that is not a public key stops the start. */
const publicKeyPem = optionalString.refine(
  (v) => {
    if (v === undefined) return true;
    try {
      return createPublicKey(v).type === 'public';
    } catch {
      return false;
    }
  },
  { message: 'KICK_PUBLIC_KEY must be a PEM public key (-----BEGIN PUBLIC KEY----- ...)' },
);

const ConfigSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    EVENTSTORE_URL: optionalString,
    MONGO_URL: optionalString,
    SESSION_SECRET: optionalString.pipe(z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional()),
    DRAW_SECRET: optionalString.pipe(z.string().min(32, 'DRAW_SECRET must be at least 32 characters').optional()),
    ADMIN_EMAIL: optionalString.pipe(z.email('ADMIN_EMAIL must be an e-mail address').optional()),
    ADMIN_PASSWORD: optionalString.pipe(z.string().min(6, 'ADMIN_PASSWORD must be at least 6 characters').optional()),
    TELEGRAM_BOT_TOKEN: optionalString,
    TELEGRAM_CHAT_ID: optionalString,
    TELEGRAM_API_ROOT: optionalString.pipe(z.url('TELEGRAM_API_ROOT must be a URL').optional()),
    TELEGRAM_WEBHOOK_URL: optionalString.pipe(
      z
        .url({ protocol: /^https$/, error: 'TELEGRAM_WEBHOOK_URL must be an https address (Telegram posts only to https)' })
        .optional(),
    ),
    TELEGRAM_WEBHOOK_SECRET: optionalString.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{16,256}$/, 'TELEGRAM_WEBHOOK_SECRET must be 16 to 256 characters of A-Z, a-z, 0-9, _ and -')
        .optional(),
    ),
    ADMIN_ADOPT_EXISTING: bool(false),
    SEED_DEMO: bool(true),
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    TRACKING_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
    TRUST_PROXY: trustProxy,
    PUBLIC_ORIGIN: publicOrigin,
    /** How long a start waits for EventStoreDB and MongoDB to answer before giving up. */
    STARTUP_TIMEOUT_S: z.coerce.number().min(1, 'STARTUP_TIMEOUT_S must be at least 1 (seconds)').default(60),
    KICK_CLIENT_ID: optionalString,
    KICK_CLIENT_SECRET: optionalString,
    KICK_CHANNEL: optionalString.pipe(
      z.string().regex(KICK_CHANNEL_SLUG, 'KICK_CHANNEL must be the channel slug (letters, digits, _ and -)').optional(),
    ),
    KICK_OAUTH_ROOT: optionalString.pipe(
      z.url({ protocol: /^https?$/, error: 'KICK_OAUTH_ROOT must be an http(s) URL' }).default('https://id.kick.com'),
    ),
    KICK_API_ROOT: optionalString.pipe(
      z.url({ protocol: /^https?$/, error: 'KICK_API_ROOT must be an http(s) URL' }).default('https://api.kick.com'),
    ),
    KICK_PUBLIC_KEY: publicKeyPem,
    SMTP_URL: optionalString.pipe(
      z
        .url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// address, e.g. smtps://user:pass@host:465' })
        .optional(),
    ),
    MAIL_FROM: optionalString,
    STAFF_2FA: z
      .enum(['required', 'optional'], { error: 'STAFF_2FA must be required (the default) or optional' })
      .default('required'),
    ROLE: z.enum(['all', 'web', 'projector'], { error: 'ROLE must be all (the default), web or projector' }).default('all'),
    /** JSON lines by default (containers, log shippers); `pretty` for a person at a terminal (`npm run dev`). */
    LOG_FORMAT: z.enum(['json', 'pretty'], { error: 'LOG_FORMAT must be json (the default) or pretty' }).default('json'),
    /** GET /metrics on the site's port answers only `Authorization: Bearer <METRICS_TOKEN>` (404 while unset). */
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional()),
    /** The metrics on their own port as well (keep it off the public network). */
    METRICS_PORT: z.preprocess(
      (v) => (typeof v === 'string' && !v.trim() ? undefined : v),
      z.coerce
        .number({ error: 'METRICS_PORT must be a port number' })
        .int('METRICS_PORT must be a port number')
        .min(1, 'METRICS_PORT must be a port number')
        .max(65535, 'METRICS_PORT must be a port number')
        .optional(),
    ),
    LOG_LEVEL: z
      .enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (info by default)` })
      .default('info'),
  })
  .refine((c) => !!c.ADMIN_EMAIL === !!c.ADMIN_PASSWORD, {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  // The web instances and the projector share the read models; only MongoDB holds them outside one process.
  .refine((c) => c.ROLE === 'all' || !!c.MONGO_URL, {
    message: 'ROLE=web and ROLE=projector need MONGO_URL (the read models they share); one process on its own uses ROLE=all',
    path: ['ROLE'],
  })
  // Reset links in e-mails are built from it: a request's Host header could point them at another site.
  .refine((c) => !c.SMTP_URL || !!c.PUBLIC_ORIGIN, {
    message: 'PUBLIC_ORIGIN must be set when SMTP_URL is set (password reset links are built from it)',
    path: ['PUBLIC_ORIGIN'],
  })
  // Behind a proxy the Host header is the proxy's business, and X-Forwarded-Host the client's: neither names the site.
  // Kick needs the secret, the channel and the address Kick sends members back to (https, but for a loopback host).
  .refine((c) => !c.KICK_CLIENT_ID || (!!c.KICK_CLIENT_SECRET && !!c.KICK_CHANNEL), {
    message: 'KICK_CLIENT_SECRET and KICK_CHANNEL must be set with KICK_CLIENT_ID',
    path: ['KICK_CLIENT_ID'],
  })
  .refine(
    (c) => !c.KICK_CLIENT_ID || (!!c.PUBLIC_ORIGIN && (c.PUBLIC_ORIGIN.startsWith('https:') || isLoopback(c.PUBLIC_ORIGIN))),
    {
      message: 'PUBLIC_ORIGIN must be set, and https (but for a loopback host), with KICK_CLIENT_ID: Kick redirects to it',
      path: ['PUBLIC_ORIGIN'],
    },
  )
  .refine((c) => c.TRUST_PROXY === false || !!c.PUBLIC_ORIGIN, {
    message: 'PUBLIC_ORIGIN must be set when TRUST_PROXY is set (the same-origin check compares against it)',
    path: ['PUBLIC_ORIGIN'],
  });

export type Config = z.infer<typeof ConfigSchema> & { dataDir: string };

/** Parses the environment once at start; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'config'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  // npm runs workspace scripts inside the workspace; relative paths mean the folder npm was started in.
  const base = env.INIT_CWD ?? process.cwd();
  return { ...parsed.data, dataDir: path.resolve(base, parsed.data.DATA_DIR) };
}

/** The Kick connection's settings, or undefined when KICK_CLIENT_ID is not set (every Kick feature hidden). */
export function kickConfigOf(c: Config) {
  if (!c.KICK_CLIENT_ID || !c.KICK_CLIENT_SECRET || !c.KICK_CHANNEL || !c.PUBLIC_ORIGIN) return undefined;
  return {
    clientId: c.KICK_CLIENT_ID,
    clientSecret: c.KICK_CLIENT_SECRET,
    channel: c.KICK_CHANNEL,
    publicOrigin: c.PUBLIC_ORIGIN,
    oauthRoot: c.KICK_OAUTH_ROOT.replace(/\/+$/, ''),
    apiRoot: c.KICK_API_ROOT.replace(/\/+$/, ''),
    publicKey: c.KICK_PUBLIC_KEY,
  };
}
