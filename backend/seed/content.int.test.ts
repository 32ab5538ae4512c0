import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json } from '../test-support/harness.js';
import { seedContent } from './content.js';
import { seedDemo } from './index.js';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(async () => h.close());

describe('the content demo', () => {
  it('fills the home page with local pictures only, once', async () => {
    const started = performance.now();
    expect(await seedDemo(h.deps, [seedContent])).toBe(true);
    const seconds = (performance.now() - started) / 1000;
    const get = async (url: string) => json(await h.request('GET', url));
    const cards = await get('/api/cards');
    const banners = await get('/api/banners');
    const strips = await get('/api/sliding-banners');
    const companies = await get('/api/companies');
    expect([cards.length, banners.length, strips.length, companies.length]).toEqual([6, 2, 2, 3]);
    expect(cards.map((c: { sortOrder: number }) => c.sortOrder)).toEqual([0, 1, 2, 3, 4, 5]);
    const images = [
      ...banners.map((b: { imageUrl: string }) => b.imageUrl),
      ...strips.map((b: { imageUrl: string }) => b.imageUrl),
      ...companies.map((c: { logoUrl: string }) => c.logoUrl),
    ];
    for (const url of images) {
      expect(url).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
      const res = await h.request('GET', url);
      expect(res.headers.get('content-type')).toBe('image/png');
    }
    const links = [...cards.map((c: { link: string }) => c.link), ...companies.map((c: { websiteUrl: string }) => c.websiteUrl)];
    expect(links.every((l: string) => /^https:\/\/[a-z0-9-]+\.example$/.test(l))).toBe(true);
    const settings = Object.fromEntries(
      (await get('/api/site-settings')).map((s: { key: string; value: string }) => [s.key, s.value]),
    );
    expect(settings.marqueeText).not.toBe('');
    expect(settings.welcomeBannerImage).toMatch(/^\/uploads\//);
    expect(seconds).toBeLessThan(10);
    expect(await seedDemo(h.deps, [seedContent])).toBe(false);
    expect((await get('/api/cards')).length).toBe(6);
  });
});
