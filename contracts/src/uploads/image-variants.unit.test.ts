import { describe, expect, it } from 'vitest';
import { hasImageVariants, variantSrcSet, variantWidths } from './image-variants.js';
import { BANNER_IMAGE, screenSizes } from './screen-sizes.js';

describe('image variants', () => {
  it('offers the ladder up to the first width that covers a 3× screen', () => {
    expect(variantWidths(64)).toEqual([64, 128, 256]);
    expect(variantWidths(400)).toEqual([64, 128, 256, 384, 640, 960, 1280]);
    expect(variantWidths(1232)).toEqual([64, 128, 256, 384, 640, 960, 1280, 1920]);
    expect(variantSrcSet('/uploads/a.png', 'webp', 40)).toBe('/uploads/a.png?w=64&f=webp 64w, /uploads/a.png?w=128&f=webp 128w');
  });

  it('only uploads have variants', () => {
    expect(hasImageVariants(`/uploads/${'a'.repeat(64)}.png`)).toBe(true);
    expect(hasImageVariants(`/uploads/${'a'.repeat(64)}.svg`)).toBe(false);
    expect(hasImageVariants('https://cdn.ornek.test/a.png')).toBe(false);
  });

  it("sizes a picture by the screen's width, in steps that never fall below what is drawn", () => {
    expect(BANNER_IMAGE.sizes).toBe(
      '(max-device-width: 360px) 347px, (max-device-width: 414px) 399px, (max-device-width: 480px) 462px, ' +
        '(max-device-width: 600px) 578px, (max-device-width: 768px) 740px, (max-device-width: 1024px) 986px, 1232px',
    );
    // Half the screen, 300 px at most: the steps stop where the cap takes over.
    expect(screenSizes(0.5, 300)).toBe(
      '(max-device-width: 360px) 180px, (max-device-width: 414px) 207px, (max-device-width: 480px) 240px, 300px',
    );
    for (const entry of BANNER_IMAGE.sizes.split(', ').slice(0, -1)) {
      const [, screen, length] = /^\(max-device-width: (\d+)px\) (\d+)px$/.exec(entry)!;
      expect(Number(length)).toBeGreaterThanOrEqual((Number(screen) * 1232) / 1280);
    }
  });
});
