import { Bot, type Context, GrammyError, webhookCallback } from 'grammy';
import type { Deps } from '../../core/deps.js';
import { DomainError } from '../../core/errors.js';
import { systemContext } from '../../core/system-context.js';
import { redeemTelegramCode, TELEGRAM_CODE } from '../../commands/verification/telegram.js';
import { setTelegramGateway, type TelegramGateway } from '../../commands/verification/telegram-gateway.js';
import { setTelegramWebhook, webhookSecretOf } from './webhook.js';
import { lineLog } from '../../core/log.js';

export interface TelegramBotConfig {
  TELEGRAM_BOT_TOKEN?: string;
  TELEGRAM_CHAT_ID?: string;
  /** A local Bot API server or a test double instead of api.telegram.org. */
  TELEGRAM_API_ROOT?: string;
  /**
   * Webhook mode: the public https address of /api/telegram/webhook. Telegram then posts updates to
   * whichever instance the load balancer picks, instead of every instance long-polling (which
   * Telegram refuses with 409 beyond the first).
   */
  TELEGRAM_WEBHOOK_URL?: string;
  /** The secret Telegram sends back with each update; derived from the token when absent. */
  TELEGRAM_WEBHOOK_SECRET?: string;
}

export const BOT_TEXT = {
  hello: 'Merhaba! Sitedeki profil sayfanızdan aldığınız doğrulama kodunu bu sohbete gönderin.',
  linked:
    "Telegram hesabınız bağlandı ✅ Şimdi sitedeki profil sayfanıza dönüp 'Kontrol Et' butonuna basın. " +
    'Puanınızı almak için Telegram grubumuzda olmanız gerekir.',
  failed: 'Kodunuz şu anda işlenemedi. Lütfen biraz sonra tekrar deneyin.',
} as const;

const IN_GROUP = new Set(['creator', 'administrator', 'member']);
const RETRY_INIT_MS = 5000;

/** Telegram says "not in the chat" for users it has never seen there; that is a plain "no". */
const meansNotMember = (err: unknown) =>
  err instanceof GrammyError && err.error_code === 400 && /user not found|participant|member not found/i.test(err.description);

function gatewayOf(bot: Bot, chatId: string): TelegramGateway {
  return {
    botUsername: bot.botInfo.username,
    async isGroupMember(telegramUserId) {
      try {
        const m = await bot.api.getChatMember(chatId, telegramUserId);
        return IN_GROUP.has(m.status) || (m.status === 'restricted' && m.is_member);
      } catch (err) {
        if (meansNotMember(err)) return false;
        lineLog().error('[telegram] getChatMember failed:', err instanceof Error ? err.message : err);
        throw new DomainError(
          'telegram_unavailable',
          'Telegram üyeliği şu anda kontrol edilemiyor. Lütfen biraz sonra tekrar deneyin.',
        );
      }
    },
  };
}

async function onCode(deps: Deps, ctx: Context, code: string) {
  const from = ctx.from;
  if (!from || from.is_bot) return;
  const telegramName = [from.first_name, from.last_name].filter(Boolean).join(' ') || String(from.id);
  try {
    await redeemTelegramCode(
      deps,
      code,
      { telegramUserId: from.id, telegramUsername: from.username ?? null, telegramName },
      systemContext(deps, 'telegram-bot'),
    );
    await ctx.reply(BOT_TEXT.linked);
  } catch (err) {
    if (!(err instanceof DomainError)) lineLog().error('[telegram] redeeming a code failed:', err);
    await ctx.reply(err instanceof DomainError ? err.message : BOT_TEXT.failed);
  }
}

function buildBot(deps: Deps, token: string, apiRoot: string | undefined) {
  const bot = new Bot(token, apiRoot ? { client: { apiRoot: apiRoot.replace(/\/+$/, '') } } : undefined);
  // Private chats only: a code posted in the group would be visible to everyone there.
  const dm = bot.chatType('private');
  dm.command('start', (ctx) => {
    const code = ctx.match.trim().toUpperCase();
    return TELEGRAM_CODE.test(code) ? onCode(deps, ctx, code) : ctx.reply(BOT_TEXT.hello);
  });
  dm.on('message:text', (ctx) => {
    const code = ctx.message.text.trim().toUpperCase();
    return TELEGRAM_CODE.test(code) ? onCode(deps, ctx, code) : ctx.reply(BOT_TEXT.hello);
  });
  bot.catch((err) => lineLog().error('[telegram] update failed:', err.error));
  return bot;
}

/** Webhook mode: register the address with Telegram, then let the route hand updates to the bot. */
async function listenOnWebhook(deps: Deps, bot: Bot, url: string, secret: string) {
  await bot.api.setWebhook(url, { secret_token: secret, allowed_updates: ['message'] });
  setTelegramWebhook(deps, webhookCallback(bot, 'hono', { secretToken: secret }));
}

/**
 * Starts the verification bot when TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID are set: on the webhook
 * when TELEGRAM_WEBHOOK_URL is set (several instances), else with long polling (one instance). It
 * never blocks or breaks the site's start: while the Bot API cannot be reached it retries in the
 * background, and until then the Telegram routes answer 503. Returns the function that stops it.
 */
export function startTelegramBot(
  deps: Deps,
  config: TelegramBotConfig,
  log: Pick<Console, 'info' | 'error'> = lineLog(),
  /** false on a ROLE=web instance in long-polling mode: it calls the Bot API, the projector polls. */
  receiveUpdates = true,
) {
  const {
    TELEGRAM_BOT_TOKEN: token,
    TELEGRAM_CHAT_ID: chatId,
    TELEGRAM_API_ROOT: apiRoot,
    TELEGRAM_WEBHOOK_URL: webhookUrl,
  } = config;
  if (!token || !chatId) {
    if (token || chatId)
      log.error('[telegram] TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID are both needed; Telegram verification is off.');
    return async () => {};
  }
  const bot = buildBot(deps, token, apiRoot);
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;

  const launch = async () => {
    try {
      await bot.init();
      if (webhookUrl && !stopped)
        await listenOnWebhook(deps, bot, webhookUrl, webhookSecretOf(token, config.TELEGRAM_WEBHOOK_SECRET));
    } catch (err) {
      log.error(`[telegram] the Bot API did not answer (${(err as Error).message}); retrying in ${RETRY_INIT_MS / 1000} s`);
      if (!stopped) retry = setTimeout(launch, RETRY_INIT_MS);
      return;
    }
    if (stopped) return;
    setTelegramGateway(deps, gatewayOf(bot, chatId));
    if (webhookUrl) {
      log.info(`[telegram] @${bot.botInfo.username} receives verification codes on ${webhookUrl}`);
      return;
    }
    if (!receiveUpdates) {
      log.info(`[telegram] @${bot.botInfo.username} answers verifications here; the projector polls for codes`);
      return;
    }
    log.info(`[telegram] @${bot.botInfo.username} is polling for verification codes`);
    polling = bot.start({ drop_pending_updates: false }).catch((err) => {
      setTelegramGateway(deps, null);
      log.error('[telegram] polling stopped:', (err as Error).message);
    });
  };
  void launch();

  return async () => {
    stopped = true;
    clearTimeout(retry);
    setTelegramGateway(deps, null);
    // The webhook stays registered with Telegram: the other instances keep serving it.
    setTelegramWebhook(deps, null);
    if (bot.isRunning()) await bot.stop().catch(() => undefined);
    await polling;
  };
}
