import { storeInlineImage } from '../core/blob-store/images.js';
import type { CommandContext } from '../core/decider.js';
import type { Deps } from '../core/deps.js';
import { createEvent } from '../commands/events/events.js';
import type { Seeder } from './seeder.js';
import { encodePng, type Rgb } from './content-images.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A cover picture drawn here rather than fetched: the demo must look finished on a machine with no
 * internet. A diagonal gradient in the brand colours with two soft light discs.
 */
export function coverPng(from: Rgb, to: Rgb, width = 800, height = 450): Buffer {
  const discs = [
    { x: width * 0.78, y: height * 0.28, r: height * 0.42 },
    { x: width * 0.12, y: height * 0.95, r: height * 0.5 },
  ];
  return encodePng(width, height, (x, y) => {
    const t = (x / width) * 0.65 + (y / height) * 0.35;
    let light = 0;
    for (const d of discs) light += Math.max(0, 1 - Math.hypot(x - d.x, y - d.y) / d.r) * 0.22;
    const channel = (c: number) => {
      const base = from[c]! + (to[c]! - from[c]!) * t;
      return Math.round(base + (255 - base) * Math.min(light, 0.4));
    };
    return [channel(0), channel(1), channel(2), 255];
  });
}

const storeCover = (deps: Deps, from: Rgb, to: Rgb) =>
  storeInlineImage(deps.blobs, `data:image/png;base64,${coverPng(from, to).toString('base64')}`);

/** One event running now that anyone logged in can join, and one that starts next week. */
export const seedEvents: Seeder = async (deps: Deps, ctx: CommandContext) => {
  const now = Math.floor(ctx.now.getTime() / 60_000) * 60_000; // whole minutes, as the admin form shows them
  const ongoing = await createEvent(
    deps,
    {
      title: 'Hafta Sonu Turnuvası',
      description:
        'Yayındaki turnuvaya katılın: kullanıcı adınızı veya ID’nizi bırakın, çekilişle kazananlar yayında açıklanacak.',
      photoUrl: await storeCover(deps, [255, 110, 48], [139, 92, 246]),
      startDate: new Date(now - DAY).toISOString(),
      endDate: new Date(now + 14 * DAY).toISOString(),
      isActive: true,
      requiresTelegramVerification: false,
    },
    ctx,
  );
  const upcoming = await createEvent(
    deps,
    {
      title: 'Telegram Topluluk Çekilişi',
      description: 'Telegram grubumuzu doğrulayan üyelere özel çekiliş. Başlamasına az kaldı!',
      photoUrl: await storeCover(deps, [139, 92, 246], [30, 27, 75]),
      startDate: new Date(now + 7 * DAY).toISOString(),
      endDate: new Date(now + 10 * DAY).toISOString(),
      isActive: true,
      requiresTelegramVerification: true,
    },
    ctx,
  );
  return Math.max(ongoing.position, upcoming.position);
};
