import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, json, registerMember } from '../../test-support/harness.js';
import { harnessWithStaff } from '../../test-support/staff.js';
import { PNG_DATA_URL, UPLOAD_URL } from '../../test-support/images.js';

let h: Harness;
let staff: string;
beforeEach(async () => ({ h, staff } = await harnessWithStaff()));
afterEach(async () => h.close());

const settings = async () =>
  Object.fromEntries(
    (await json(await h.request('GET', '/api/site-settings'))).map((s: { key: string; value: string }) => [s.key, s.value]),
  );
const put = (list: { key: string; value: string }[], cookie = staff) =>
  h.request('PUT', '/api/site-settings', { body: { settings: list }, cookie });

describe('site settings', () => {
  it('answers every known key with the spec defaults for unset ones', async () => {
    expect(await settings()).toMatchObject({
      gridColumnsDesktop: '3',
      gridColumnsTablet: '2',
      gridColumnsMobile: '1',
      welcomeBannerTitle: 'Hoş Geldiniz!',
      marqueeText: '',
      logoUrl: '',
      telegram_points: '100',
      youtube_points: '150',
      instagram_points: '150',
      homeViewport: 'desktop',
    });
  });

  it('takes the home page layout on phones as desktop or device, nothing else', async () => {
    const bad = await put([{ key: 'homeViewport', value: 'mobile' }]);
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe('Ana sayfa görünümü "Masaüstü görünümü (1280 px)" veya "Telefona uygun" olmalıdır');
    expect((await put([{ key: 'homeViewport', value: 'device' }])).status).toBe(200);
    expect((await settings()).homeViewport).toBe('device');
  });

  it('keeps grid columns within 1-6, 1-4 and 1-2', async () => {
    for (const [key, value, message] of [
      ['gridColumnsDesktop', '7', 'Masaüstü sütun sayısı 1 ile 6 arasında olmalıdır'],
      ['gridColumnsTablet', '0', 'Tablet sütun sayısı 1 ile 4 arasında olmalıdır'],
      ['gridColumnsMobile', '3', 'Mobil sütun sayısı 1 ile 2 arasında olmalıdır'],
      ['gridColumnsDesktop', 'üç', 'Masaüstü sütun sayısı 1 ile 6 arasında olmalıdır'],
    ]) {
      const res = await put([{ key: key!, value: value! }]);
      expect(res.status).toBe(400);
      expect((await json(res)).message).toBe(message);
    }
    expect(
      (
        await put([
          { key: 'gridColumnsDesktop', value: '6' },
          { key: 'gridColumnsMobile', value: '2' },
        ])
      ).status,
    ).toBe(200);
    expect(await settings()).toMatchObject({ gridColumnsDesktop: '6', gridColumnsMobile: '2', gridColumnsTablet: '2' });
  });

  it('refuses unknown keys, non-http(s) social links and an empty welcome title', async () => {
    expect((await json(await put([{ key: 'isAdmin', value: 'true' }]))).message).toBe('Bilinmeyen ayar anahtarı');
    const bad = await put([{ key: 'telegramUrl', value: 'javascript:alert(1)' }]);
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe('Telegram bağlantısı geçerli bir bağlantı (http:// veya https://) olmalıdır');
    expect((await json(await put([{ key: 'welcomeBannerTitle', value: '  ' }]))).message).toBe('Başlık zorunludur');
    expect(
      (
        await put([
          { key: 'telegramUrl', value: '' },
          { key: 'youtubeUrl', value: 'https://youtube.com/@kanal' },
        ])
      ).status,
    ).toBe(200);
  });

  it('keeps the data controller the notice shows: an e-mail or nothing for the address, texts within their limits', async () => {
    const bad = await put([{ key: 'dataControllerEmail', value: 'kvkk-at-ornek' }]);
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe('Veri sorumlusunun e-posta adresi geçerli bir e-posta adresi olmalıdır');
    const long = await put([{ key: 'dataControllerName', value: 'x'.repeat(201) }]);
    expect((await json(long)).message).toBe('Veri sorumlusunun adı en fazla 200 karakter olabilir');
    const ok = await put([
      { key: 'dataControllerName', value: 'Örnek Medya Ltd. Şti.' },
      { key: 'dataControllerAddress', value: 'Levent Mah. 1. Cad. No: 2, İstanbul' },
      { key: 'dataControllerEmail', value: ' kvkk@ornek.example ' },
    ]);
    expect(ok.status).toBe(200);
    const list = (await json(await h.request('GET', '/api/site-settings'))) as { key: string; value: string }[];
    expect(list).toEqual(expect.arrayContaining([{ key: 'dataControllerEmail', value: 'kvkk@ornek.example' }]));
  });

  it('stores an inline logo as an upload and tells open pages', async () => {
    const notices: unknown[] = [];
    h.deps.runner.onNotice((n) => notices.push(n));
    const res = await put([
      { key: 'logoUrl', value: PNG_DATA_URL },
      { key: 'marqueeText', value: '<b>Hoş</b> geldiniz' },
    ]);
    expect(res.status).toBe(200);
    const s = await settings();
    expect(s.logoUrl).toMatch(UPLOAD_URL);
    expect(s.marqueeText).toBe('<b>Hoş</b> geldiniz'); // kept as text; the page renders it as text
    expect(notices).toContainEqual({ topic: 'site-settings', rooms: ['public'] });
  });

  it('only staff may change settings', async () => {
    const { cookie } = await registerMember(h, 'uye3');
    expect(
      (await h.request('PUT', '/api/site-settings', { body: { settings: [{ key: 'marqueeText', value: 'x' }] } })).status,
    ).toBe(401);
    expect((await put([{ key: 'marqueeText', value: 'x' }], cookie)).status).toBe(403);
  });

  it('concurrent saves of different keys all land and survive a restart', async () => {
    const keys = ['marqueeText', 'welcomeBannerSubtitle', 'gridColumnsDesktop', 'gridColumnsTablet', 'instagramUrl'] as const;
    const values = ['Kayan', 'Alt', '4', '3', 'https://instagram.com/x'];
    const res = await Promise.all(keys.map((key, i) => put([{ key, value: values[i]! }])));
    expect(res.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const expected = Object.fromEntries(keys.map((k, i) => [k, values[i]]));
    expect(await settings()).toMatchObject(expected);
    h = await h.restart();
    expect(await settings()).toMatchObject(expected);
  });
});
