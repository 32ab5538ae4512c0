import { randomBytes } from 'node:crypto';
import { registerUser } from '../commands/accounts/sign-in/accounts.js';
import { awardPoints } from '../commands/points/points.js';
import type { Seeder } from './seeder.js';

/** A few members with points, so the leaderboard has something to show on the first look. */
const DEMO_MEMBERS: [username: string, points: number][] = [
  ['KartalGözü', 2450],
  ['YayınAvcısı', 1800],
  ['ŞansKuşu', 1350],
  ['GeceBekçisi', 900],
  ['MaviYıldız', 600],
];

/**
 * Ordinary accounts written through the accounts and points commands. Their passwords are random and
 * never shown anywhere: nobody can log in as a demo member.
 */
export const seedPoints: Seeder = async (deps, ctx) => {
  let position = -1;
  for (const [i, [username, points]] of DEMO_MEMBERS.entries()) {
    const profile = {
      username,
      email: `demo${i + 1}@example.com`,
      firstName: null,
      lastName: null,
      phone: null,
      streamUrl: null,
    };
    const { userId } = await registerUser(deps, { ...profile, password: randomBytes(24).toString('base64url') }, ctx);
    const r = await awardPoints(deps, userId, { amount: points, reason: 'demo', sourceId: 'demo:welcome' }, ctx);
    position = Math.max(position, r.position);
  }
  return position;
};
