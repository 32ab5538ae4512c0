import { startTelegramBot } from '../integrations/telegram/bot.js';
import { json } from './harness.js';
import type { KickScene } from './kick.js';
import { kickBodies } from './kick-double.js';
import { startTelegramDouble, type TelegramUser } from './telegram-double.js';

const TOKEN = '123456:TEST-token';
const CHAT_ID = '-1001234567890';
const quiet = { info: () => {}, error: () => {} };

/** Waits until the delivery queue and the projections have caught up with everything recorded. */
export async function settleKick(s: KickScene) {
  await s.runtime().idle();
  await s.h.deps.runner.waitFor(await s.h.deps.events.headPosition());
}

/** The `!bagla <code>` flow: the member takes a code on the site and the Kick account writes it in the chat. */
export async function linkKickByCode(s: KickScene, cookie: string, kick: { userId: number; name: string }) {
  const { code } = await json(await s.h.request('POST', '/api/kick/link/code', { cookie }));
  const now = new Date().toISOString();
  await s.deliver('chat.message.sent', kickBodies.chat(kick, `!bagla ${code}`, now), { timestamp: now });
  await settleKick(s);
  return json(await s.h.request('GET', '/api/kick/link', { cookie })) as Promise<{
    linked: boolean;
    kickUsername: string | null;
  }>;
}

/**
 * The Telegram bot against its Bot API double, on the scene's app: `verify` runs the member's whole
 * flow (code on the site, `/start <code>` to the bot, in the group, "Kontrol Et") and answers the check.
 */
export async function telegramOn(s: KickScene) {
  const double = await startTelegramDouble(TOKEN);
  const stop = startTelegramBot(
    s.h.deps,
    { TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_CHAT_ID: CHAT_ID, TELEGRAM_API_ROOT: double.url },
    quiet,
  );
  const replies = new Map<number, number>();
  const post = (url: string, cookie: string) => s.h.request('POST', url, { cookie });
  return {
    async verify(cookie: string, from: TelegramUser) {
      let started = await post('/api/social-verifications/telegram/init', cookie);
      // The bot gets its name from getMe in the background; init answers once it has.
      for (let i = 0; started.status === 503 && i < 100; i += 1) {
        await new Promise((r) => setTimeout(r, 50));
        started = await post('/api/social-verifications/telegram/init', cookie);
      }
      const { verificationCode } = await json(started);
      double.sendText(from, `/start ${verificationCode}`);
      const seen = replies.get(from.id) ?? 0;
      await double.replyTo(from.id, seen);
      replies.set(from.id, seen + 1);
      double.setMember(from.id, 'member');
      return post('/api/social-verifications/telegram/verify', cookie);
    },
    async close() {
      await stop();
      await double.close();
    },
  };
}
