import { CreateRewardRequest } from '@app/contracts';
import { rewardDecider } from '../commands/rewards/decide.js';
import { toRewardStreamId } from '../commands/rewards/reward.js';
import { storeInlineImage } from '../core/blob-store/images.js';
import { handleCommand } from '../core/command-handler.js';
import { encodePng, hex, type Rgb, toDataUrl } from './content-images.js';
import type { Seeder } from './seeder.js';

const clamp = (v: number) => Math.max(0, Math.min(1, v));
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * t) as Rgb;

/** Distance outside an axis-aligned box centred at (cx, cy); negative inside. */
const box = (x: number, y: number, cx: number, cy: number, w: number, h: number) =>
  Math.max(Math.abs(x - cx) - w / 2, Math.abs(y - cy) - h / 2);

/**
 * A reward picture drawn here (the demo must look finished offline): a gradient with a soft glow and
 * a gift box in the accent colour, ribbon and bow in white.
 */
export function rewardPng(from: Rgb, to: Rgb, accent: Rgb, width = 800, height = 500): Buffer {
  const cx = width / 2;
  const s = height / 500;
  return encodePng(width, height, (x, y) => {
    let c = mix(from, to, clamp((x / width) * 0.6 + (y / height) * 0.4));
    c = mix(c, [255, 255, 255], Math.pow(clamp(1 - Math.hypot(x - cx, y - height * 0.5) / (height * 0.55)), 2) * 0.25);
    const body = box(x, y, cx, 300 * s, 220 * s, 150 * s);
    const lid = box(x, y, cx, 212 * s, 250 * s, 42 * s);
    if (Math.min(body, lid) < 0) c = mix(accent, [0, 0, 0], y > 233 * s ? 0.12 : 0);
    const ribbon = Math.min(Math.abs(x - cx) - 18 * s, Math.min(body, lid) < 0 && Math.abs(y - 300 * s) < 14 * s ? -1 : 1);
    if (Math.min(body, lid) < 0 && ribbon < 0) c = [250, 250, 255];
    const bow = Math.min(
      Math.abs(Math.hypot(x - (cx - 38 * s), y - 172 * s) - 28 * s),
      Math.abs(Math.hypot(x - (cx + 38 * s), y - 172 * s) - 28 * s),
    );
    if (bow < 9 * s && y < 192 * s) c = [250, 250, 255];
    return [Math.round(c[0]), Math.round(c[1]), Math.round(c[2]), 255];
  });
}

/** Fictional rewards: one unlimited, two with limited stock (one nearly gone), pictures drawn above. */
const demoRewards = [
  {
    title: 'Yayın Sohbet Rozeti',
    description: 'Yayın sohbetinde adınızın yanında 30 gün boyunca görünen özel destekçi rozeti.',
    pointsCost: 250,
    stock: null,
    colors: ['#1e1147', '#4c1d95', '#8b5cf6'],
  },
  {
    title: 'Logolu Kupa',
    description: 'Topluluk logolu seramik kupa. Teslimat bilgileri için yayında bizimle iletişime geçin.',
    pointsCost: 750,
    stock: 12,
    colors: ['#0b2447', '#0e7490', '#ff6e30'],
  },
  {
    title: 'Sürpriz Hediye Kutusu',
    description: 'İçeriği her ay değişen sürpriz hediye kutusu. Sınırlı sayıda!',
    pointsCost: 2000,
    stock: 3,
    colors: ['#3b0a1e', '#9d174d', '#fbbf24'],
  },
] as const;

export const seedRewards: Seeder = async (deps, ctx) => {
  let position = -1;
  for (const [sortOrder, r] of demoRewards.entries()) {
    const [from, to, accent] = r.colors.map(hex) as [Rgb, Rgb, Rgb];
    const imageUrl = await storeInlineImage(deps.blobs, toDataUrl(rewardPng(from, to, accent)));
    const fields = CreateRewardRequest.parse({ ...r, imageUrl, sortOrder, isActive: true });
    const rewardId = deps.newId();
    const result = await handleCommand(
      deps.events,
      toRewardStreamId(rewardId),
      rewardDecider,
      { type: 'CreateReward', rewardId, fields },
      ctx,
    );
    position = Math.max(position, result.position);
  }
  return position;
};
