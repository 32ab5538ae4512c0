import { describe, expect, it } from 'vitest';
import { screenshot, settled } from './support/browser.js';
import { PNG_FILE, siteForTests, staffPage, visitorOnHome } from './support/site.js';
import { sawText } from './support/toasts.js';

/** Live updates and dialog transitions get a few seconds on a busy two-core machine. */
const poll = expect.poll;

const site = siteForTests({ SEED_DEMO: 'true' });

/** A visitor on the seeded home page, its six cards shown. */
async function visitor(width = 1280) {
  const { context, page } = await visitorOnHome(site, width);
  await poll(() => page.getByTestId('promo-card').count()).toBe(6);
  return { context, page };
}

describe('the home page', () => {
  it('greets a first visit once after 1 s and shows the demo content; screenshots at 1280 and 390 px', async () => {
    const { context, page } = await site.page();
    await page.goto('/');
    expect(await page.getByTestId('welcome-dialog').count()).toBe(0); // not before the second has passed
    const dialog = page.getByRole('dialog', { name: 'Hoş Geldiniz!' });
    await poll(() => dialog.count()).toBe(1);
    expect(await dialog.getByText('Bilet sistemi ile kazanmaya başlayın!').count()).toBe(1);
    expect(await dialog.getByText('Güvenilir siteler ve kazançlı kampanyalar tek adreste').count()).toBe(1);
    await settled(page); // the opening transition finished, for the picture
    await screenshot(page, 'home-welcome-1280');
    await dialog.getByRole('button', { name: 'Devam Et' }).click();
    await poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('hasSeenWelcome'))).toBe('true');
    await page.reload();
    // A page-side timer started once the page shows fires after the dialog's own 1 s timer (set as
    // the page mounted) would have: the dialog stays away however slow the machine is.
    await poll(() => page.getByTestId('marquee').count()).toBe(1);
    await page.evaluate(() => new Promise((done) => setTimeout(done, 1100)));
    await settled(page);
    expect(await page.getByTestId('welcome-dialog').count()).toBe(0);

    const marquee = await page.getByTestId('marquee').textContent();
    for (const phrase of [
      "Güvenilir Siteler'e hoş geldiniz!",
      'Yüksek Oranlar ve Bonuslar',
      'Güvenilir ve Hızlı Ödeme',
      '7/24 Canlı Destek',
    ]) {
      expect(marquee).toContain(phrase);
    }
    expect(await page.getByTestId('sliding-banner').count()).toBe(2);
    expect(await page.getByTestId('company-logo').count()).toBe(3);
    expect(await page.getByRole('heading', { name: 'Güvenilir Siteler' }).count()).toBe(1);
    expect(await page.getByTestId('promo-card-title').allTextContents()).toEqual([
      'Yıldız Oyun',
      'Kuzey Arena',
      'Mavi Kupa',
      'Altın Ok',
      'Poyraz Club',
      'Efes Şans',
    ]);
    expect(await page.getByTestId('card-grid').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)).toBe(
      3,
    );
    expect(await page.locator('footer').textContent()).toContain('Tüm hakları saklıdır.');
    await screenshot(page, 'home-1280');

    // The slider: 400 px tall, prev/next and dots, advances by itself every 5 s and loops.
    const slider = page.getByTestId('banner-slider');
    expect(Math.round((await slider.boundingBox())!.height)).toBe(400);
    const active = () => slider.locator('[data-active]').getByRole('heading').textContent();
    // The slides in their order; which one shows now depends on how long the page has been open (5 s each).
    const titles = ['Haftanın Öne Çıkan Siteleri', 'Bilet Sistemi ile Kazan'];
    expect(await slider.getByTestId('banner-slide').getByRole('heading', { includeHidden: true }).allTextContents()).toEqual(
      titles,
    );
    expect(await slider.getByRole('button', { name: /^Banner \d$/ }).count()).toBe(2);
    await slider.hover(); // paused under the pointer: the slide shown now stays until the test moves it
    const shownFirst = (await active())!;
    await slider.getByRole('button', { name: 'Sonraki banner' }).click();
    // The state that stays (the pointer still holds the slider), however late the click's render comes.
    await poll(active).toBe(titles.find((t) => t !== shownFirst));
    await page.mouse.move(5, 5); // the slider pauses under the pointer
    await expect.poll(active, { interval: 250 }).toBe(shownFirst);

    // The home page forces a 1280 px layout viewport only while it is shown.
    const viewport = () => page.evaluate(() => document.querySelector('meta[name="viewport"]')!.getAttribute('content'));
    expect(await viewport()).toBe('width=1280, user-scalable=no');
    await page.getByRole('link', { name: 'Giriş Yap' }).click();
    await page.waitForURL(`${site.url}/giris`);
    await poll(viewport).toBe('width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no');
    await context.close();

    const phone = await visitor(390);
    expect(
      await phone.page.getByTestId('card-grid').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length),
    ).toBe(1);
    await screenshot(phone.page, 'home-390');
    await phone.context.close();
  });

  it('the welcome closes from its backdrop and with Esc as Devam Et does, never on a click inside it', async () => {
    for (const close of ['backdrop', 'Escape'] as const) {
      const { context, page } = await site.page(390);
      await page.goto('/');
      const dialog = page.getByRole('dialog', { name: 'Hoş Geldiniz!' });
      await poll(() => dialog.count()).toBe(1);
      // The keyboard starts on the button (the backdrop is not in the tab order).
      await poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Devam Et');
      // Modal without showModal(): Tab and Shift+Tab never leave it, the page behind is out of the accessibility tree.
      for (const key of ['Tab', 'Shift+Tab', 'Tab']) {
        await page.keyboard.press(key);
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Devam Et');
      }
      expect(await dialog.getAttribute('aria-modal')).toBe('true');
      expect(await page.getByRole('link', { name: 'Etkinlikler' }).count()).toBe(0);
      await dialog.getByRole('heading', { name: 'Hoş Geldiniz!' }).click();
      await dialog.getByText('Bilet sistemi ile kazanmaya başlayın!').click();
      await settled(page); // a click that closed it would have taken effect by now
      expect(await page.evaluate(() => document.querySelector('dialog')?.open)).toBe(true);
      if (close === 'backdrop') await page.mouse.click(5, 5);
      else await page.keyboard.press('Escape');
      await poll(() => dialog.count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('hasSeenWelcome'))).toBe('true');
      await context.close();
    }
  });

  it('staff changes to grid, banners, companies and the marquee reach an open home page without a reload', async () => {
    const home = await visitor();
    const admin = await staffPage(site);

    // Installed before the click, bounded only by the test's own time (not the page's 10 s for an action).
    const pageView = home.page.waitForRequest(
      (r) => r.url().endsWith('/api/analytics/page-view') && r.postDataJSON().path === '/etkinlikler',
      { timeout: 0 },
    );
    await home.page.getByRole('link', { name: 'Etkinlikler' }).first().click();
    expect((await pageView).postDataJSON()).toEqual({ path: '/etkinlikler', referrer: '/' });
    await home.page.getByRole('link', { name: 'Ana Sayfa' }).first().click();
    await poll(() => home.page.getByTestId('promo-card').count()).toBe(6);

    await admin.page.goto('/admin/settings');
    await admin.page.getByLabel('Masaüstü Sütun Sayısı').fill('4');
    await admin.page.getByRole('form', { name: 'Grid ayarları' }).getByRole('button', { name: 'Kaydet' }).click();
    await poll(() => sawText(admin.page, 'Grid ayarları güncellendi')).toBe(true);
    await poll(() =>
      home.page.getByTestId('card-grid').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length),
    ).toBe(4);
    await admin.page.getByLabel('Mobil Sütun Sayısı').fill('3');
    await admin.page.getByRole('form', { name: 'Grid ayarları' }).getByRole('button', { name: 'Kaydet' }).click();
    await poll(() => admin.page.getByText('Mobil sütun sayısı 1 ile 2 arasında olmalıdır').count()).toBe(1);
    await screenshot(admin.page, 'admin-settings-1280');
    await admin.page.getByRole('tab', { name: 'Bilet Ayarları' }).click();
    await poll(() => admin.page.getByLabel('Bilet Fiyatı (₺)').count()).toBe(1);
    await admin.page.getByRole('tab', { name: 'Hoş Geldin Banner' }).click();
    await poll(() => admin.page.getByLabel('Başlık', { exact: true }).inputValue()).toBe('Hoş Geldiniz!');

    await admin.page.goto('/admin/banners');
    const row = admin.page.getByTestId('admin-banner-row').filter({ hasText: 'Bilet Sistemi ile Kazan' });
    await row.getByRole('switch').click();
    await poll(() => row.getByText('Pasif').count()).toBe(1);
    await poll(() => home.page.getByTestId('banner-slide').count()).toBe(1);
    expect(await home.page.getByRole('button', { name: 'Sonraki banner' }).count()).toBe(0);
    await screenshot(admin.page, 'admin-banners-1280');

    await admin.page.goto('/admin/companies');
    await admin.page.getByRole('button', { name: 'Yeni Firma' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Yeni Firma' });
    await dialog.getByLabel('Firma Adı').fill('<b>Yeni</b> Firma');
    await dialog.getByRole('tab', { name: 'Dosya Yükle' }).click();
    await dialog.getByLabel('Logo dosyası').setInputFiles({ name: 'firma.png', mimeType: 'image/png', buffer: PNG_FILE });
    await poll(() => dialog.getByAltText('Logo önizlemesi').count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Görseli kaldır' }).count()).toBe(0); // the logo is required
    await dialog.getByRole('button', { name: 'Oluştur' }).click();
    await poll(() => home.page.getByTestId('company-logo').count()).toBe(4);
    // Typed text stays text: no <b> element appears on the public page.
    expect(await home.page.getByTestId('company-logo').last().textContent()).toBe('<b>Yeni</b> Firma');
    expect(await home.page.locator('[data-testid="company-logo"] b').count()).toBe(0);

    await admin.page.goto('/admin/social-media');
    await admin.page.getByLabel('Kayan Yazı').fill('Canlı güncellenen duyuru');
    const reloaded = admin.page.waitForEvent('load');
    await admin.page.getByRole('button', { name: 'Kaydet' }).click();
    await poll(() => home.page.getByTestId('marquee').textContent()).toContain('Canlı güncellenen duyuru');
    await reloaded; // the settings page reloads itself about 500 ms after saving
    await screenshot(admin.page, 'admin-social-media-1280');
    await admin.context.close();
    await home.context.close();
  });

  it("on a real phone the welcome is drawn as on a page of the phone's width, whole in portrait and landscape", async () => {
    for (const [width, height] of [
      [390, 844],
      [844, 390],
    ] as const) {
      // A real phone: the 1280 px home page is zoomed out to the screen (about 0.3 in portrait).
      const context = await site.browser.newContext({
        baseURL: site.url,
        viewport: { width, height },
        screen: { width, height },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.goto('/');
      const panel = page.getByTestId('welcome-dialog');
      await poll(() => panel.count()).toBe(1);
      await poll(() => panel.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
      // Sizes as the screen shows them: the page's CSS px times the pinch scale.
      const seen = await panel.evaluate((el) => {
        const scale = window.visualViewport!.scale;
        const box = el.getBoundingClientRect();
        const title = el.querySelector('h2')!.getBoundingClientRect();
        return {
          width: box.width * scale,
          top: box.top,
          bottom: box.bottom,
          viewport: window.innerHeight,
          title: title.height * scale,
        };
      });
      if (width < height) expect(seen.width).toBeGreaterThanOrEqual(width * 0.75); // not 137 px of 390
      expect(seen.width).toBeLessThanOrEqual(width);
      expect(seen.title).toBeGreaterThanOrEqual(20); // text-2xl, not 7 px
      expect(seen.top).toBeGreaterThanOrEqual(0); // all of it on the screen, Devam Et too
      expect(seen.bottom).toBeLessThanOrEqual(seen.viewport);
      await screenshot(page, `home-welcome-phone-${width}x${height}`, { fullPage: false });
      await page.getByRole('button', { name: 'Devam Et' }).tap();
      await poll(() => panel.isVisible()).toBe(false);
      await context.close();
    }
  });

  it('on a phone the 1280 px home page fetches each picture at the size it is drawn, not three times wider', async () => {
    // A real phone: the viewport meta applies, so the page is zoomed out to fit the 390 px screen.
    const context = await site.browser.newContext({
      baseURL: site.url,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript(() => localStorage.setItem('hasSeenWelcome', 'true'));
    const page = await context.newPage();
    const uploads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/uploads/')) uploads.push(url.pathname + url.search);
    });
    await page.goto('/');
    const banner = page.getByTestId('banner-slider').locator('[data-active] img');
    // currentSrc names the chosen variant as soon as the browser has picked it, before it arrives.
    await poll(() => banner.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('w=');
    const drawn = await banner.evaluate((img: HTMLImageElement) => ({
      fetched: Number(/[?&]w=(\d+)/.exec(img.currentSrc)?.[1]),
      devicePixels: img.getBoundingClientRect().width * (window.visualViewport?.scale ?? 1) * devicePixelRatio,
    }));
    expect(drawn.devicePixels).toBeLessThan(1232); // 1232 CSS px at a scale of about 0.3, times 3
    // The smallest variant (of 64 … 1920) that covers it; without the scale the browser takes 1920.
    expect(drawn.fetched).toBeGreaterThanOrEqual(drawn.devicePixels);
    expect(drawn.fetched).toBeLessThanOrEqual(1280);

    // The HTML names the first banner's picture with the same srcset and sizes: the browser starts it
    // from the preload link, before the page's script has run, and the picture uses that one download.
    const shown = await banner.evaluate((img: HTMLImageElement) => img.currentSrc);
    await poll(() =>
      page.evaluate(
        (src) =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) => e.name === src)?.initiatorType,
        shown,
      ),
    ).toBe('link');
    const path = new URL(shown).pathname;
    expect(uploads.filter((u) => u.startsWith(path + '?'))).toEqual([path + new URL(shown).search]);
    await context.close();
  });
});
