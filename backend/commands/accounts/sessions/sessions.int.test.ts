import { afterEach, describe, expect, it } from 'vitest';
import { cookieOf, createHarness, type Harness, json, registerMember } from '../../../test-support/harness.js';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

let h: Harness;
afterEach(async () => h?.close());

const loginFrom = async (ua: string) =>
  cookieOf(
    await h.request('POST', '/api/auth/login', {
      body: { email: 'deniz', password: 'Kuzey-Yildizi-7' },
      headers: { 'user-agent': ua },
    }),
  );
const sessionsOf = async (cookie: string) => json(await h.request('GET', '/api/auth/sessions', { cookie }));

describe('Oturumlarım', () => {
  it('lists each live session with its browser, system and coarse address, marking this one', async () => {
    h = await createHarness();
    await registerMember(h, 'deniz');
    const windows = await loginFrom(CHROME_WINDOWS);
    await loginFrom(FIREFOX_LINUX);
    const list = await sessionsOf(windows);
    expect(list).toHaveLength(3); // the sign-up's session too
    const here = list.find((s: { current: boolean }) => s.current);
    expect(here).toMatchObject({ browser: 'Chrome 131', os: 'Windows 10', address: 'Bilinmiyor' });
    expect(here.lastSeenAt).toBe(here.createdAt);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(list.map((s: { browser: string }) => s.browser)).toContain('Firefox 133');
    // The cookie's session id is never shown, only an id derived from it.
    expect(JSON.stringify(list)).not.toContain(decodeURIComponent(windows.split('=')[1]!).split('.')[0]);
  });

  it('closes one session, or all the others, and never another member’s', async () => {
    h = await createHarness();
    const { cookie: first } = await registerMember(h, 'deniz');
    const second = await loginFrom(CHROME_WINDOWS);
    const third = await loginFrom(FIREFOX_LINUX);
    const { cookie: stranger } = await registerMember(h, 'yabanci');
    const secondId = (await sessionsOf(second)).find((s: { current: boolean }) => s.current).id;

    const foreign = await h.request('DELETE', `/api/auth/sessions/${secondId}`, { cookie: stranger });
    expect(foreign.status).toBe(404);
    expect((await json(foreign)).message).toBe('Oturum bulunamadı.');
    expect((await h.request('DELETE', `/api/auth/sessions/${secondId}`, { cookie: first })).status).toBe(200);
    expect((await h.request('GET', '/api/auth/user', { cookie: second })).status).toBe(401);
    expect((await h.request('DELETE', '/api/auth/sessions/uydurma', { cookie: first })).status).toBe(404);

    expect((await h.request('POST', '/api/auth/sessions/end-others', { cookie: third })).status).toBe(200);
    expect((await h.request('GET', '/api/auth/user', { cookie: first })).status).toBe(401);
    expect((await h.request('GET', '/api/auth/user', { cookie: third })).status).toBe(200);
    expect(await sessionsOf(third)).toHaveLength(1);
    expect((await h.request('GET', '/api/auth/user', { cookie: stranger })).status).toBe(200);
  });

  it('is for members only', async () => {
    h = await createHarness();
    expect((await h.request('GET', '/api/auth/sessions')).status).toBe(401);
    expect((await h.request('POST', '/api/auth/sessions/end-others')).status).toBe(401);
  });
});
