import { createHmac } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { ErrorCode } from '@app/contracts';
import type { Deps } from '../../core/deps.js';
import type { AppEnv } from '../../http/app-env.js';

/** Where Telegram posts updates in webhook mode; TELEGRAM_WEBHOOK_URL is this path on the public origin. */
export const TELEGRAM_WEBHOOK_PATH = '/api/telegram/webhook';

type WebhookHandler = (c: Context) => Promise<Response>;

/**
 * The running bot's update handler per app instance, set once the bot has registered its webhook
 * (like the gateway, it may start late or never, and the route must then answer plainly).
 */
const handlers = new WeakMap<Deps, WebhookHandler>();

export const setTelegramWebhook = (deps: Deps, handler: WebhookHandler | null) =>
  handler ? handlers.set(deps, handler) : handlers.delete(deps);

/**
 * The secret Telegram repeats in `X-Telegram-Bot-Api-Secret-Token` on every update. Derived from the
 * bot token unless TELEGRAM_WEBHOOK_SECRET is set, so every instance behind the load balancer agrees
 * on it without one more setting, and nobody without the token can post updates.
 */
export function webhookSecretOf(token: string, configured?: string): string {
  return configured ?? createHmac('sha256', token).update('telegram-webhook-secret').digest('hex');
}

/**
 * POST /api/telegram/webhook. grammY's handler checks the secret header (401 when wrong) and runs
 * the same bot logic as long polling. No session, no Origin (Telegram's servers send neither).
 */
export function telegramWebhookRoutes(deps: Deps) {
  return new Hono<AppEnv>().post('/webhook', (c) => {
    const handler = handlers.get(deps);
    if (!handler) {
      return c.json({ message: 'Telegram webhook bu sunucuda açık değil.', code: ErrorCode.notFound }, 404);
    }
    return handler(c);
  });
}
