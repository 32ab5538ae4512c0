import { describe, expect, it } from 'vitest';
import { PageViewRequest } from './index.js';
import { countedPagePath, OTHER_BUCKET } from './site-paths.js';

describe('counted page paths', () => {
  it('keep the paths public pages serve, a trailing slash dropped', () => {
    for (const path of ['/', '/market', '/etkinlikler', '/etkinlikler/ev_1-A', '/profil', '/admin-giris'])
      expect(countedPagePath(path)).toBe(path);
    expect(countedPagePath('/etkinlikler/')).toBe('/etkinlikler');
    expect(countedPagePath('/etkinlikler/abc/')).toBe('/etkinlikler/abc');
  });

  it('put every other path in one bucket', () => {
    for (const path of [
      '/yok',
      '/Market',
      '/market/x',
      '/etkinlikler/a/b',
      `/etkinlikler/${'x'.repeat(65)}`,
      '/etkinlikler/%3Cscript%3E',
      '/admin',
      '/admin/cards',
      '/admin/kick',
      '/overlay/lider-tablosu',
      '/overlay/cekilis/abc',
      `/${'a'.repeat(3000)}`,
    ]) {
      expect(countedPagePath(path), path).toBe(OTHER_BUCKET);
    }
  });

  it('a page view request keeps the counted path and only the referring origin', () => {
    expect(
      PageViewRequest.parse({ path: '/market?ref=kampanya#x', referrer: 'https://www.google.com/search?q=ki%C5%9Fisel' }),
    ).toEqual({
      path: '/market',
      referrer: 'https://www.google.com',
    });
    expect(
      PageViewRequest.parse({
        path: `/${'x'.repeat(1500)}`,
        referrer: `https://a${'b'.repeat(60)}.test:8443/${'y'.repeat(1500)}`,
      }),
    ).toEqual({
      path: OTHER_BUCKET,
      referrer: `https://a${'b'.repeat(60)}.test:8443`,
    });
    expect(PageViewRequest.parse({ path: '/', referrer: '/etkinlikler/e1?x=1' }).referrer).toBe('/etkinlikler/e1');
    expect(PageViewRequest.parse({ path: '/', referrer: '/bilinmeyen' }).referrer).toBe(OTHER_BUCKET);
    expect(PageViewRequest.parse({ path: '/', referrer: 'javascript:alert(1)' }).referrer).toBeNull();
  });
});
