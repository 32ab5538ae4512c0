import { createServer } from 'node:net';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  KICK_TEST_CHANNEL,
  KICK_TEST_CLIENT,
  kickBodies,
  kickKeyPair,
  type KickDouble,
  signedDelivery,
  startKickDouble,
} from '../backend/test-support/kick-double.js';
import { screenshot } from './support/browser.js';
import { siteForTests, staffPage } from './support/site.js';

const PASSWORD = 'Kuzey-Yildizi-7';
const { privateKey, publicKeyPem } = kickKeyPair();
let kick: KickDouble;

/** A free port chosen first: PUBLIC_ORIGIN (Kick's redirect, the same-origin check) must name the site. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const site = siteForTests(
  { SEED_DEMO: 'false' },
  {
    before: async () => {
      kick = await startKickDouble(publicKeyPem);
      const port = await freePort();
      return {
        PORT: String(port),
        PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
        KICK_CLIENT_ID: KICK_TEST_CLIENT.id,
        KICK_CLIENT_SECRET: KICK_TEST_CLIENT.secret,
        KICK_CHANNEL: KICK_TEST_CHANNEL.slug,
        KICK_OAUTH_ROOT: kick.url,
        KICK_API_ROOT: kick.url,
        KICK_PUBLIC_KEY: publicKeyPem,
      };
    },
    after: async () => kick?.close(),
  },
);

/** What Kick's servers post: signed with the test's key. */
async function deliver(type: string, body: unknown) {
  const d = signedDelivery(privateKey, type, body, { subscriptionId: await kick.subscribedIdOf(type) });
  const res = await fetch(`${site.url}/api/kick/webhook`, { method: 'POST', headers: d.headers, body: d.rawBody });
  expect(res.status).toBe(200);
}

async function register(page: Page, username: string) {
  await page.goto('/kayit');
  await page.getByLabel('Kullanıcı Adı', { exact: true }).fill(username);
  await page.getByLabel('E-posta', { exact: true }).fill(`${username}@example.com`);
  await page.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();
  await page.waitForURL(`${site.url}/`);
}

const themed = async (page: Page, theme: 'dark' | 'light') =>
  page.context().addInitScript((t) => {
    localStorage.setItem('theme', JSON.stringify(t));
    localStorage.setItem('hasSeenWelcome', 'true');
  }, theme);

describe('Kick in the browser', () => {
  it('links with Kick OAuth; the same account on another member explains itself; the chat code links live', async () => {
    const ayse = await site.page();
    await themed(ayse.page, 'dark');
    await register(ayse.page, 'ayse');
    await ayse.page.goto('/profil');
    const card = ayse.page.getByTestId('kick-link-card');
    await expect.poll(() => card.getByRole('heading', { name: 'Kick Hesabını Bağla' }).count()).toBe(1);
    await screenshot(ayse.page, 'kick-profile-card-1280-dark');
    kick.loginAs({ userId: 5001, name: 'ayse_kick' });
    await card.getByRole('link', { name: 'Kick ile Bağla' }).click();
    await ayse.page.waitForURL(`${site.url}/profil`);
    await expect.poll(() => card.getByText('ayse_kick').count()).toBe(1);

    const mehmet = await site.page(390);
    await themed(mehmet.page, 'light');
    await register(mehmet.page, 'mehmet');
    await mehmet.page.goto('/profil');
    const his = mehmet.page.getByTestId('kick-link-card');
    await his.getByRole('link', { name: 'Kick ile Bağla' }).click(); // still logged in on Kick as ayse_kick
    await mehmet.page.waitForURL(`${site.url}/profil?kick=kullaniliyor`);
    await expect.poll(() => his.getByRole('alert').textContent()).toContain('Bu Kick hesabı başka bir üyeye bağlı.');

    await his.getByRole('button', { name: 'Sohbet Koduyla Bağla' }).click();
    const code = (await his.getByTestId('kick-code').locator('code').textContent())!.replace('!bagla ', '');
    await screenshot(mehmet.page, 'kick-profile-card-390-light');
    await deliver(
      'chat.message.sent',
      kickBodies.chat({ userId: 5002, name: 'mehmet_kick' }, `!bagla ${code}`, new Date().toISOString()),
    );
    // The link arrives as a notice: the card changes without a reload.
    await expect.poll(() => his.getByText('mehmet_kick').count()).toBe(1);
    await ayse.context.close();
    await mehmet.context.close();
  });

  it('the CANLI badge and the player appear within a second of the webhook, and go when the stream ends', async () => {
    const visitor = await site.page();
    await themed(visitor.page, 'light');
    await visitor.page.goto('/');
    await expect.poll(() => visitor.page.getByRole('heading', { name: 'Güvenilir Siteler' }).count()).toBe(1);
    expect(await visitor.page.getByTestId('kick-live-badge').count()).toBe(0);

    const sent = Date.now();
    await deliver('livestream.status.updated', kickBodies.status(true, 'Akşam yayını'));
    const badge = visitor.page.getByTestId('kick-live-badge');
    await badge.waitFor({ timeout: 1000 });
    const frame = visitor.page.getByTestId('kick-player').locator('iframe');
    await frame.waitFor({ state: 'attached', timeout: Math.max(1, 1000 - (Date.now() - sent)) });
    expect(Date.now() - sent).toBeLessThan(1000);
    expect(await frame.getAttribute('src')).toBe(`https://player.kick.com/${KICK_TEST_CHANNEL.slug}`);
    expect(await badge.getAttribute('href')).toBe(`https://kick.com/${KICK_TEST_CHANNEL.slug}`);
    expect(await badge.textContent()).toContain('CANLI');
    await screenshot(visitor.page, 'kick-live-home-1280-light', { fullPage: false });

    await deliver('livestream.status.updated', kickBodies.status(false, 'Akşam yayını'));
    await badge.waitFor({ state: 'detached', timeout: 1000 });
    expect(await visitor.page.getByTestId('kick-player').count()).toBe(0);
    await visitor.context.close();

    // Live again for the screenshots: a phone and a wide screen, dark and light.
    await deliver('livestream.status.updated', kickBodies.status(true, 'Gece yayını'));
    for (const [width, theme] of [
      [390, 'dark'],
      [390, 'light'],
      [1280, 'dark'],
    ] as const) {
      const p = await site.page(width);
      await themed(p.page, theme);
      await p.page.goto('/');
      await p.page.getByTestId('kick-live-badge').waitFor();
      await screenshot(p.page, `kick-live-home-${width}-${theme}`, { fullPage: false });
      await p.context.close();
    }
  });

  it('staff see the Kick screen: points, the connection and the linked members', async () => {
    for (const [width, theme] of [
      [1280, 'dark'],
      [1280, 'light'],
      [390, 'dark'],
      [390, 'light'],
    ] as const) {
      const staff = await staffPage(site, width);
      await themed(staff.page, theme);
      await staff.page.goto('/admin/kick');
      await expect.poll(() => staff.page.getByLabel('İzleme Puanı').inputValue()).toBe('10');
      await expect.poll(() => staff.page.getByText('ayse_kick').count()).toBe(1);
      await screenshot(staff.page, `kick-admin-${width}-${theme}`);
      await staff.context.close();
    }
  });
});
