import type { CommandContext } from '../core/decider.js';
import type { Deps } from '../core/deps.js';
import { createTicketCompany } from '../commands/tickets/tickets.js';
import { encodePng } from './content-images.js';

/**
 * The demo company's logo, drawn here: an orange-to-violet rounded square with a white ticket and its
 * two notches. The first look at the site works offline, so no external image is referenced.
 */
export function demoTicketLogoPng(size = 128): Buffer {
  const from = [0xff, 0x6e, 0x30];
  const to = [0x8b, 0x5c, 0xf6];
  const radius = size * 0.22;
  const inRoundedSquare = (x: number, y: number) => {
    const dx = Math.max(radius - x, x - (size - 1 - radius), 0);
    const dy = Math.max(radius - y, y - (size - 1 - radius), 0);
    return dx * dx + dy * dy <= radius * radius;
  };
  const inTicket = (x: number, y: number) => {
    const [l, r, t, b] = [size * 0.2, size * 0.8, size * 0.32, size * 0.68];
    if (x < l || x > r || y < t || y > b) return false;
    const notch = size * 0.08;
    const cy = size / 2;
    return Math.hypot(x - l, y - cy) > notch && Math.hypot(x - r, y - cy) > notch;
  };
  return encodePng(size, size, (x, y) => {
    if (!inRoundedSquare(x, y)) return [0, 0, 0, 0];
    if (inTicket(x, y)) return [255, 255, 255, 255];
    const t = (x + y) / (2 * (size - 1));
    return [0, 1, 2].map((i) => Math.round(from[i]! + (to[i]! - from[i]!) * t)).concat(255) as [number, number, number, number];
  });
}

/** Demo: one active ticket company with a fictional name and a generated logo stored as a blob. */
export async function seedTickets(deps: Deps, ctx: CommandContext): Promise<number> {
  const logo = `data:image/png;base64,${demoTicketLogoPng().toString('base64')}`;
  const { position } = await createTicketCompany(
    deps,
    {
      name: 'Yıldız Bilet',
      logoUrl: logo,
      contentImage: null,
      websiteUrl: null,
      ticketPrice: 500,
      status: 'active',
      sortOrder: 0,
    },
    ctx,
  );
  return position;
}
