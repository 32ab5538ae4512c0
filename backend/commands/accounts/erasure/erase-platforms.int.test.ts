import { afterEach, describe, expect, it } from 'vitest';
import { json, registerMember } from '../../../test-support/harness.js';
import { type KickScene, kickScene } from '../../../test-support/kick.js';
import { linkKickByCode, telegramOn } from '../../../test-support/platform-links.js';

const PASSWORD = 'Kuzey-Yildizi-7';
const kick = { userId: 987654321987, name: 'platform_kick_77' };
const telegram = { id: 876543210876, first_name: 'Platform', username: 'platform_tg_77' };

let s: KickScene | undefined;
let bot: Awaited<ReturnType<typeof telegramOn>> | undefined;
afterEach(async () => {
  await bot?.close();
  await s?.close();
  s = bot = undefined;
});

describe('KVKK erasure frees the member’s Kick and Telegram accounts (issue 32)', () => {
  it('an account linked by an erased member links to a new member; before the erasure it did not', async () => {
    s = await kickScene();
    bot = await telegramOn(s);
    const first = await registerMember(s.h, 'ilk_uye', { password: PASSWORD });
    const second = await registerMember(s.h, 'ikinci_uye', { password: PASSWORD });
    expect(await linkKickByCode(s, first.cookie, kick)).toMatchObject({ linked: true, kickUsername: kick.name });
    expect((await json(await bot.verify(first.cookie, telegram))).success).toBe(true);

    // Held by the first member: the second is refused, with the same answers as ever.
    expect((await linkKickByCode(s, second.cookie, kick)).linked).toBe(false);
    const refused = await bot.verify(second.cookie, telegram);
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe('Bu Telegram hesabı başka bir üyenin doğrulamasında kullanıldı.');

    const erased = await s.h.request('POST', '/api/me/delete', { cookie: first.cookie, body: { password: PASSWORD } });
    expect(erased.status).toBe(200);

    expect(await linkKickByCode(s, second.cookie, kick)).toMatchObject({ linked: true, kickUsername: kick.name });
    const verified = await json(await bot.verify(second.cookie, telegram));
    expect(verified).toMatchObject({ success: true, pointsEarned: 100 });
    // And a third member finds them taken by the second.
    const third = await registerMember(s.h, 'ucuncu_uye', { password: PASSWORD });
    expect((await linkKickByCode(s, third.cookie, kick)).linked).toBe(false);
  });
});
