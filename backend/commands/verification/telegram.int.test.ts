import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json, registerMember } from '../../test-support/harness.js';
import { manualClock } from '../../test-support/clock.js';
import { BOT_TEXT, startTelegramBot } from '../../integrations/telegram/bot.js';
import { startTelegramDouble, TEST_BOT } from '../../test-support/telegram-double.js';

const TOKEN = '123456:TEST-token';
const CHAT_ID = '-1001234567890';
const quiet = { info: () => {}, error: () => {} };

let h: Harness;
let double: Awaited<ReturnType<typeof startTelegramDouble>> | undefined;
let stopBot: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stopBot?.();
  await double?.close();
  await h?.close();
  stopBot = double = undefined;
});

async function withBot(options: Parameters<typeof createHarness>[0] = {}) {
  h = await createHarness(options);
  double = await startTelegramDouble(TOKEN);
  stopBot = startTelegramBot(
    h.deps,
    { TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_CHAT_ID: CHAT_ID, TELEGRAM_API_ROOT: double.url },
    quiet,
  );
}

const post = (url: string, cookie: string) => h.request('POST', url, { cookie });
const init = (cookie: string) => post('/api/social-verifications/telegram/init', cookie);
const verify = (cookie: string) => post('/api/social-verifications/telegram/verify', cookie).then(json);
const me = (cookie: string) => h.request('GET', '/api/auth/user', { cookie }).then(json);

/** The bot gets its name from getMe in the background; init answers once it has. */
async function initWhenReady(cookie: string) {
  for (let i = 0; i < 100; i += 1) {
    const res = await init(cookie);
    if (res.status !== 503) return res;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the bot never became ready');
}

const ayseTg = { id: 4242, first_name: 'Ayşe', username: 'ayse_tg' };

describe('Telegram verification against a Bot API test double', () => {
  it('code → bot link → /start code → membership check → points once', async () => {
    await withBot();
    const { cookie, userId } = await registerMember(h, 'ayse');
    const started = await initWhenReady(cookie);
    expect(started.status).toBe(200);
    const { botLink, verificationCode: code, botUsername } = await json(started);
    expect(botUsername).toBe(TEST_BOT.username);
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    expect(botLink).toBe(`https://t.me/${TEST_BOT.username}?start=${code}`);

    const early = await verify(cookie);
    expect(early).toMatchObject({ success: false, pointsEarned: 0 });
    expect(early.message).toContain(code);

    double!.sendText(ayseTg, `/start ${code}`);
    expect(await double!.replyTo(ayseTg.id)).toBe(BOT_TEXT.linked);

    const notInGroup = await verify(cookie);
    expect(notInGroup).toMatchObject({
      success: false,
      pointsEarned: 0,
      message: expect.stringMatching(/grubumuzda henüz görünmüyorsunuz/),
    });
    expect(double!.memberCalls.at(-1)).toEqual({ chat_id: CHAT_ID, user_id: ayseTg.id });

    double!.setMember(ayseTg.id, 'member');
    const answers = await Promise.all(Array.from({ length: 5 }, () => verify(cookie)));
    expect(answers.every((a) => a.success)).toBe(true);
    expect(answers.map((a) => a.pointsEarned).sort((a, b) => b - a)).toEqual([100, 0, 0, 0, 0]);
    expect(answers.find((a) => a.pointsEarned === 100).message).toBe('Telegram doğrulaması tamamlandı! 100 puan kazandınız.');

    expect(await me(cookie)).toMatchObject({ points: 100, telegramVerified: true });
    const mine = await json(await h.request('GET', '/api/social-verifications', { cookie }));
    expect(mine).toEqual([
      expect.objectContaining({ platform: 'telegram', platformUsername: 'ayse_tg', status: 'approved', points: 100 }),
    ]);
    const awards = (await h.deps.events.readStream(`user-${userId}`)).filter((e) => e.type === 'PointsAwarded');
    expect(awards).toHaveLength(1);
    expect((await init(cookie)).status).toBe(409); // already verified: no new code

    h = await h.restart();
    expect(await me(cookie)).toMatchObject({ points: 100, telegramVerified: true });
  });

  it('a plain code message works too; one Telegram account cannot verify two members', async () => {
    await withBot();
    const first = await registerMember(h, 'birinci');
    const second = await registerMember(h, 'ikinci');
    double!.setMember(ayseTg.id, 'administrator');
    const code1 = (await json(await initWhenReady(first.cookie))).verificationCode;
    double!.sendText(ayseTg, code1.toLowerCase());
    await double!.replyTo(ayseTg.id, 0);
    expect((await verify(first.cookie)).success).toBe(true);

    const code2 = (await json(await init(second.cookie))).verificationCode;
    double!.sendText(ayseTg, `/start ${code2}`);
    await double!.replyTo(ayseTg.id, 1);
    const refused = await post('/api/social-verifications/telegram/verify', second.cookie);
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe('Bu Telegram hesabı başka bir üyenin doğrulamasında kullanıldı.');
    expect((await me(second.cookie)).points).toBe(0);
  });

  it('a reservation no verification backs (a crash between the two writes) is free after a minute', async () => {
    const t = manualClock('2025-05-01T10:00:00Z');
    await withBot({ clock: t.clock });
    const crashed = await registerMember(h, 'yarim');
    const second = await registerMember(h, 'ikinci');
    double!.setMember(ayseTg.id, 'member');
    // The first member's check reserved the account, and the server died before it wrote the verification.
    await h.deps.keys.reserveName('telegram', String(ayseTg.id), crashed.userId, t.clock().getTime());
    const code = (await json(await initWhenReady(second.cookie))).verificationCode;
    double!.sendText(ayseTg, `/start ${code}`);
    await double!.replyTo(ayseTg.id, 0);
    const early = await post('/api/social-verifications/telegram/verify', second.cookie);
    expect(early.status).toBe(409);
    expect((await json(early)).message).toBe('Bu Telegram hesabı başka bir üyenin doğrulamasında kullanıldı.');
    t.set('2025-05-01T10:01:01Z');
    expect(await verify(second.cookie)).toMatchObject({ success: true, pointsEarned: 100 });
    expect(await me(crashed.cookie)).toMatchObject({ telegramVerified: false });
  });

  it('the bot answers unknown, foreign and expired codes in Turkish, and the check then says to start again', async () => {
    const t = manualClock('2025-05-01T10:00:00Z');
    await withBot({ clock: t.clock });
    const { cookie } = await registerMember(h, 'gec');
    double!.sendText(ayseTg, '/start ZZZZ2222');
    expect(await double!.replyTo(ayseTg.id, 0)).toMatch(/kodu bulunamadı/);
    double!.sendText(ayseTg, 'merhaba');
    expect(await double!.replyTo(ayseTg.id, 1)).toBe(BOT_TEXT.hello);

    const { verificationCode } = await json(await initWhenReady(cookie));
    t.set('2025-05-01T10:31:00Z');
    double!.sendText(ayseTg, `/start ${verificationCode}`);
    expect(await double!.replyTo(ayseTg.id, 2)).toMatch(/süresi doldu/);
    const expired = await post('/api/social-verifications/telegram/verify', cookie);
    expect(expired.status).toBe(422);
    expect((await json(expired)).message).toMatch(/süresi doldu/);
  });

  it('without a configured bot both calls answer a clear 503; guests get 401', async () => {
    h = await createHarness();
    const { cookie } = await registerMember(h, 'botsuz');
    for (const path of ['init', 'verify']) {
      const res = await post(`/api/social-verifications/telegram/${path}`, cookie);
      expect(res.status).toBe(503);
      expect((await json(res)).message).toBe('Telegram doğrulaması şu anda kullanılamıyor. Lütfen daha sonra tekrar deneyin.');
    }
    expect((await post('/api/social-verifications/telegram/init', '')).status).toBe(401);
    const stop = startTelegramBot(h.deps, { TELEGRAM_BOT_TOKEN: TOKEN }, quiet); // no chat id: stays off
    expect((await init(cookie)).status).toBe(503);
    await stop();
  });

  it('a Bot API that is down breaks nothing: the calls answer 503 while the bot keeps retrying', async () => {
    h = await createHarness();
    const { cookie } = await registerMember(h, 'sabirli');
    stopBot = startTelegramBot(
      h.deps,
      { TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_CHAT_ID: CHAT_ID, TELEGRAM_API_ROOT: 'http://127.0.0.1:9' },
      quiet,
    );
    await new Promise((r) => setTimeout(r, 200));
    expect((await init(cookie)).status).toBe(503);
  });
});
