import { crc32, deflateSync } from 'node:zlib';

/**
 * The demo's pictures are drawn here, not fetched: the site must look finished on a machine with
 * no internet. A minimal RGBA PNG encoder plus a few shapes (gradients, soft glows, rings, badges).
 */
export type Rgb = [number, number, number];
type Pixel = (x: number, y: number) => [number, number, number, number];

function chunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

export function encodePng(width: number, height: number, pixel: Pixel): Buffer {
  const stride = width * 4 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [r, g, b, a] = pixel(x, y);
      const i = y * stride + 1 + x * 4;
      raw[i] = r;
      raw[i + 1] = g;
      raw[i + 2] = b;
      raw[i + 3] = a;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((c) => a[c]! + (b[c]! - a[c]!) * t) as Rgb;
const clamp = (v: number) => Math.max(0, Math.min(1, v));
/** 1 inside, 0 outside, a one-pixel soft edge: cheap anti-aliasing for distance-based shapes. */
const inside = (distanceOutside: number) => clamp(0.5 - distanceOutside);

export const hex = (h: string): Rgb => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;

/** A wide banner: diagonal gradient, two soft glows, thin rings and faint diagonal lines. */
export function bannerPng(from: Rgb, to: Rgb, glow: Rgb, width = 1260, height = 540): Buffer {
  const glows = [
    { x: width * 0.82, y: height * 0.3, r: height * 0.75, s: 0.55 },
    { x: width * 0.1, y: height * 1.05, r: height * 0.7, s: 0.35 },
  ];
  const rings = [
    { x: width * 0.8, y: height * 0.42, r: height * 0.34 },
    { x: width * 0.8, y: height * 0.42, r: height * 0.5 },
  ];
  return encodePng(width, height, (x, y) => {
    let c = mix(from, to, clamp((x / width) * 0.7 + (y / height) * 0.3));
    for (const g of glows) c = mix(c, glow, Math.pow(clamp(1 - Math.hypot(x - g.x, y - g.y) / g.r), 2) * g.s);
    for (const r of rings) c = mix(c, [255, 255, 255], inside(Math.abs(Math.hypot(x - r.x, y - r.y) - r.r) - 1) * 0.18);
    if ((x + y) % 44 < 1.5) c = mix(c, [255, 255, 255], 0.05);
    // Darker on the left, where the title sits, so white text stays readable.
    c = mix(c, [8, 6, 20], clamp(0.45 - x / width) * 0.8);
    return [Math.round(c[0]), Math.round(c[1]), Math.round(c[2]), 255];
  });
}

type Mark = 'ring' | 'diamond' | 'triangle' | 'bolt';

function markDistance(mark: Mark, x: number, y: number, size: number): number {
  const cx = x - size / 2;
  const cy = y - size / 2;
  const s = size * 0.24;
  switch (mark) {
    case 'ring':
      return Math.abs(Math.hypot(cx, cy) - s) - size * 0.06;
    case 'diamond':
      return (Math.abs(cx) + Math.abs(cy) - s * 1.2) / Math.SQRT2;
    case 'triangle': {
      const k = Math.sqrt(3);
      const px = Math.abs(cx);
      const py = -cy + s * 0.35; // pointing up
      return Math.max(px * k * 0.5 + py * 0.5, -py) - s * 0.6;
    }
    case 'bolt':
      return Math.max(Math.abs(cx + cy * 0.35) - size * 0.07, Math.abs(cy) - s * 1.1);
  }
}

/** A square logo: rounded tile in a two-colour gradient with a white geometric mark; transparent corners. */
export function logoPng(from: Rgb, to: Rgb, mark: Mark, size = 240): Buffer {
  const radius = size * 0.22;
  return encodePng(size, size, (x, y) => {
    const qx = Math.max(Math.abs(x + 0.5 - size / 2) - (size / 2 - radius), 0);
    const qy = Math.max(Math.abs(y + 0.5 - size / 2) - (size / 2 - radius), 0);
    const tile = inside(Math.hypot(qx, qy) - radius);
    let c = mix(from, to, clamp((x + y) / (2 * size)));
    c = mix(c, [255, 255, 255], inside(markDistance(mark, x + 0.5, y + 0.5, size)));
    return [Math.round(c[0]), Math.round(c[1]), Math.round(c[2]), Math.round(tile * 255)];
  });
}

export const toDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
