import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json, registerMember } from '../../test-support/harness.js';
import { BOT_TEXT, startTelegramBot } from './bot.js';
import { startTelegramDouble } from '../../test-support/telegram-double.js';
import { TELEGRAM_WEBHOOK_PATH, webhookSecretOf } from './webhook.js';

const TOKEN = '123456:TEST-token';
const CHAT_ID = '-1001234567890';
const WEBHOOK_URL = `https://site.example${TELEGRAM_WEBHOOK_PATH}`;
const quiet = { info: () => {}, error: () => {} };
const ayseTg = { id: 4242, first_name: 'Ayşe', username: 'ayse_tg' };

let h: Harness;
let double: Awaited<ReturnType<typeof startTelegramDouble>> | undefined;
let stopBot: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stopBot?.();
  await double?.close();
  await h?.close();
  stopBot = double = undefined;
});

async function withWebhookBot(secret?: string) {
  h = await createHarness();
  double = await startTelegramDouble(TOKEN);
  stopBot = startTelegramBot(
    h.deps,
    {
      TELEGRAM_BOT_TOKEN: TOKEN,
      TELEGRAM_CHAT_ID: CHAT_ID,
      TELEGRAM_API_ROOT: double.url,
      TELEGRAM_WEBHOOK_URL: WEBHOOK_URL,
      TELEGRAM_WEBHOOK_SECRET: secret,
    },
    quiet,
  );
  for (let i = 0; i < 100 && !double.webhook; i += 1) await new Promise((r) => setTimeout(r, 20));
  // The gateway is set right after the webhook: wait until init answers.
  for (let i = 0; i < 100; i += 1) {
    const { cookie } = await registerMember(h, `hazir${i}`);
    if ((await h.request('POST', '/api/social-verifications/telegram/init', { cookie })).status !== 503) break;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** What Telegram's servers send: no Origin, no cookie, the secret in its header. */
const deliver = (update: unknown, secret: string | undefined) =>
  h.request('POST', TELEGRAM_WEBHOOK_PATH, {
    body: update,
    headers: { origin: '', ...(secret !== undefined && { 'x-telegram-bot-api-secret-token': secret }) },
  });

describe('Telegram in webhook mode (several instances behind a load balancer)', () => {
  it('registers the webhook with its secret and never long-polls', async () => {
    await withWebhookBot();
    expect(double!.webhook).toEqual({ url: WEBHOOK_URL, secret_token: webhookSecretOf(TOKEN), allowed_updates: ['message'] });
    expect(webhookSecretOf(TOKEN)).toMatch(/^[a-f0-9]{64}$/);
    expect(webhookSecretOf(TOKEN, 'kendi_gizli_anahtarim')).toBe('kendi_gizli_anahtarim');
    await new Promise((r) => setTimeout(r, 100));
    expect(double!.polls).toBe(0);
  });

  it('an update posted with the secret links the account, and the check then gives the points once', async () => {
    await withWebhookBot('ozel-gizli-anahtar-0123');
    const { cookie } = await registerMember(h, 'ayse');
    const { verificationCode } = await json(await h.request('POST', '/api/social-verifications/telegram/init', { cookie }));

    const res = await deliver(double!.privateMessage(ayseTg, `/start ${verificationCode}`), 'ozel-gizli-anahtar-0123');
    expect(res.status).toBe(200);
    expect(await double!.replyTo(ayseTg.id)).toBe(BOT_TEXT.linked);

    double!.setMember(ayseTg.id, 'member');
    const verified = await json(await h.request('POST', '/api/social-verifications/telegram/verify', { cookie }));
    expect(verified).toMatchObject({ success: true, pointsEarned: 100 });
  });

  it('refuses updates without the right secret: nothing is linked and the bot says nothing', async () => {
    await withWebhookBot();
    const { cookie } = await registerMember(h, 'mehmet');
    const { verificationCode } = await json(await h.request('POST', '/api/social-verifications/telegram/init', { cookie }));
    const forged = double!.privateMessage(ayseTg, `/start ${verificationCode}`);

    expect((await deliver(forged, 'tahmin-edilen-anahtar')).status).toBe(401);
    expect((await deliver(forged, undefined)).status).toBe(401);
    await new Promise((r) => setTimeout(r, 100));
    expect(double!.sent).toEqual([]);
    const check = await json(await h.request('POST', '/api/social-verifications/telegram/verify', { cookie }));
    expect(check).toMatchObject({ success: false, pointsEarned: 0 });
  });

  it('answers a plain Turkish 404 where webhook mode is off', async () => {
    h = await createHarness();
    const res = await deliver({ update_id: 1 }, webhookSecretOf(TOKEN));
    expect(res.status).toBe(404);
    expect((await json(res)).message).toBe('Telegram webhook bu sunucuda açık değil.');
  });
});
