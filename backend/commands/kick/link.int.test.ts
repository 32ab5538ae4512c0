import { afterEach, describe, expect, it } from 'vitest';
import { ensureSuperAdmin } from '../accounts/members/admin-bootstrap.js';
import { systemContext } from '../../core/system-context.js';
import { json, registerMember } from '../../test-support/harness.js';
import { kickBodies, KICK_TEST_CHANNEL } from '../../test-support/kick-double.js';
import { type KickScene, kickScene, linkThroughOAuth } from '../../test-support/kick.js';
import { login } from '../../test-support/staff.js';

const PASSWORD = 'Kuzey-Yildizi-7';
const ayseKick = { userId: 3001, name: 'ayse_kick' };

let s: KickScene | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

async function settle(scene: KickScene) {
  await scene.runtime().idle();
  await scene.h.deps.runner.waitFor(await scene.h.deps.events.headPosition());
}
const member = (scene: KickScene, name: string) => registerMember(scene.h, name, { password: PASSWORD });
const linkOf = async (scene: KickScene, cookie: string) => json(await scene.h.request('GET', '/api/kick/link', { cookie }));

describe('linking a Kick account', () => {
  it('OAuth with PKCE links the account; a second member with the same account ends on ?kick=kullaniliyor', async () => {
    s = await kickScene();
    const ayse = await member(s, 'ayse');
    const start = await s.h.request('GET', '/api/kick/authorize', { cookie: ayse.cookie });
    const url = new URL(start.headers.get('location')!);
    expect(url.origin + url.pathname).toBe(`${s.double.url}/oauth/authorize`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost/api/kick/callback');
    expect(url.searchParams.get('scope')).toBe('user:read');

    expect(await linkThroughOAuth(s, ayse.cookie, ayseKick)).toBe('/profil');
    expect(await linkOf(s, ayse.cookie)).toEqual({ linked: true, kickUsername: 'ayse_kick', code: null, codeExpiresAt: null });

    const mehmet = await member(s, 'mehmet');
    expect(await linkThroughOAuth(s, mehmet.cookie, ayseKick)).toBe('/profil?kick=kullaniliyor');
    expect((await linkOf(s, mehmet.cookie)).linked).toBe(false);

    // Unlinking frees it.
    expect((await s.h.request('DELETE', '/api/kick/link', { cookie: ayse.cookie })).status).toBe(200);
    expect(await linkThroughOAuth(s, mehmet.cookie, ayseKick)).toBe('/profil');
  });

  it("a callback whose state is not this session's, or is forged, ends on ?kick=hata and links nothing", async () => {
    s = await kickScene();
    const ayse = await member(s, 'ayse');
    const mehmet = await member(s, 'mehmet');
    s.double.loginAs(ayseKick);
    const start = await s.h.request('GET', '/api/kick/authorize', { cookie: ayse.cookie });
    const atKick = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const back = new URL(atKick.headers.get('location')!);
    const stolen = await s.h.request('GET', `${back.pathname}${back.search}`, { cookie: mehmet.cookie });
    expect(stolen.headers.get('location')).toBe('/profil?kick=hata');
    const forged = await s.h.request('GET', '/api/kick/callback?code=abc&state=x.1.y', { cookie: ayse.cookie });
    expect(forged.headers.get('location')).toBe('/profil?kick=hata');
    expect((await linkOf(s, ayse.cookie)).linked).toBe(false);
    expect((await linkOf(s, mehmet.cookie)).linked).toBe(false);
    expect((await s.h.request('GET', '/api/kick/authorize')).status).toBe(401);
  });

  it('!bagla <code> in the chat links the sender; the code is single use, answered again while valid, and expires', async () => {
    let now = new Date('2026-11-27T10:00:00Z');
    s = await kickScene({ clock: () => now });
    const ayse = await member(s, 'ayse');
    const first = await json(await s.h.request('POST', '/api/kick/link/code', { cookie: ayse.cookie }));
    const second = await json(await s.h.request('POST', '/api/kick/link/code', { cookie: ayse.cookie }));
    // While it is valid, asking again answers the same code (nothing written: issue 38).
    expect(second).toEqual(first);
    expect(second.code).toMatch(/^[A-Z2-9]{6}$/);
    expect(await linkOf(s, ayse.cookie)).toEqual({ linked: false, kickUsername: null, ...second });

    const ts = { timestamp: now.toISOString() };
    await s.deliver('chat.message.sent', kickBodies.chat(ayseKick, `!bagla ${second.code.toLowerCase()}`, now.toISOString()), ts);
    await settle(s);
    expect(await linkOf(s, ayse.cookie)).toMatchObject({ linked: true, kickUsername: 'ayse_kick', code: null });

    // An account already linked elsewhere links nothing with another member's code.
    const mehmet = await member(s, 'mehmet');
    const his = await json(await s.h.request('POST', '/api/kick/link/code', { cookie: mehmet.cookie }));
    await s.deliver('chat.message.sent', kickBodies.chat(ayseKick, `!bagla ${his.code}`, now.toISOString()), ts);
    await settle(s);
    expect((await linkOf(s, mehmet.cookie)).linked).toBe(false);

    // Ten minutes later the code is gone.
    now = new Date(now.getTime() + 10 * 60_000 + 1000);
    expect(await linkOf(s, mehmet.cookie)).toMatchObject({ code: null, codeExpiresAt: null });
    const other = { userId: 3999, name: 'gec_kalan' };
    await s.deliver('chat.message.sent', kickBodies.chat(other, `!bagla ${his.code}`, now.toISOString()), {
      timestamp: now.toISOString(),
    });
    await settle(s);
    expect((await linkOf(s, mehmet.cookie)).linked).toBe(false);
  });
});

describe('the channel and the staff screen', () => {
  it('status follows the livestream webhook; staff see the connection and the linked members, and can unlink', async () => {
    s = await kickScene();
    expect(await json(await s.h.request('GET', '/api/kick/status'))).toEqual({
      enabled: true,
      channel: KICK_TEST_CHANNEL.slug,
      live: false,
      title: null,
      startedAt: null,
    });
    await s.deliver('livestream.status.updated', kickBodies.status(true, 'Akşam yayını'));
    await settle(s);
    expect(await json(await s.h.request('GET', '/api/kick/status'))).toMatchObject({ live: true, title: 'Akşam yayını' });

    const ayse = await member(s, 'ayse');
    await linkThroughOAuth(s, ayse.cookie, ayseKick);
    await ensureSuperAdmin(s.h.deps, 'kick-patron@example.com', PASSWORD, systemContext(s.h.deps, 'test'));
    await s.h.deps.runner.waitFor(await s.h.deps.events.headPosition());
    const staff = await login(s.h, 'kick-patron@example.com', PASSWORD);
    const overview = await json(await s.h.request('GET', '/api/admin/kick', { cookie: staff }));
    expect(overview).toMatchObject({
      channel: KICK_TEST_CHANNEL.slug,
      live: true,
      members: [{ username: 'ayse', kickUsername: 'ayse_kick' }],
    });
    expect(overview.lastWebhookAt).not.toBeNull();
    expect(JSON.stringify(overview)).not.toContain('@');
    expect((await s.h.request('GET', '/api/admin/kick', { cookie: ayse.cookie })).status).toBe(403);

    const unlink = await s.h.request('DELETE', `/api/admin/kick/members/${ayse.userId}`, { cookie: staff });
    expect(unlink.status).toBe(200);
    expect((await linkOf(s, ayse.cookie)).linked).toBe(false);
  });
});
