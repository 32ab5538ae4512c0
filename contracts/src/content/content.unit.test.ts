import { describe, expect, it } from 'vitest';
import { optionalHexColor, optionalImage, SortOrder } from './index.js';
import { PageViewRequest } from '../analytics/index.js';

describe('content field rules', () => {
  it('sortOrder: empty and non-numeric become 0, numbers stay, negatives and fractions are refused', () => {
    expect(['', '  ', null, undefined, 'abc', NaN].map((v) => SortOrder.parse(v))).toEqual([0, 0, 0, 0, 0, 0]);
    expect(SortOrder.parse('12')).toBe(12);
    expect(SortOrder.parse(3)).toBe(3);
    expect(SortOrder.safeParse(-1).success).toBe(false);
    expect(SortOrder.safeParse('2.5').success).toBe(false);
  });

  it('images: http(s), a stored upload or an inline image; empty is null; anything else is refused', () => {
    expect(optionalImage.parse('')).toBeNull();
    expect(optionalImage.parse('https://cdn.test/a.png')).toBe('https://cdn.test/a.png');
    expect(optionalImage.parse(`/uploads/${'a'.repeat(64)}.webp`)).toMatch(/^\/uploads\//);
    expect(optionalImage.parse('data:image/png;base64,AAAA')).toMatch(/^data:image\/png/);
    for (const bad of ['javascript:alert(1)', 'data:text/html,<b>', '/uploads/../../etc/passwd', '//evil.test/x.png']) {
      expect(optionalImage.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('colours are #rgb or #rrggbb, lower-cased; empty is null', () => {
    expect(optionalHexColor.parse('#FF6E30')).toBe('#ff6e30');
    expect(optionalHexColor.parse('')).toBeNull();
    expect(optionalHexColor.safeParse('red').success).toBe(false);
    expect(optionalHexColor.safeParse('#ff6e30; background:url(x)').success).toBe(false);
  });

  it('page views keep the path without its query, and only the origin of a referrer', () => {
    expect(PageViewRequest.parse({ path: '/market?ref=abc#top', referrer: 'https://a.test/x?q=mail@x.test' })).toEqual({
      path: '/market',
      referrer: 'https://a.test',
    });
    expect(PageViewRequest.parse({ path: '/', referrer: '' })).toEqual({ path: '/', referrer: null });
    expect(PageViewRequest.parse({ path: '/', referrer: 'javascript:alert(1)' }).referrer).toBeNull();
  });
});
