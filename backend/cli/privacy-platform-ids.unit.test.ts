import { describe, expect, it } from 'vitest';
import { foldPlatformClaims, isPlatformClaim } from './privacy-platform-ids.js';

const metadata = { actorId: null, actorRole: null, at: '2026-01-01T00:00:01.000Z', correlationId: 'c' };
const kick = (type: string, userId: string, extra: object = {}) => ({
  streamId: 'kickAccount-7',
  type,
  data: { kickUserId: 7, userId, ...extra },
  metadata,
});

describe('folding the old platform claim streams', () => {
  it('keeps the holder as the old deciders did: a release by its holder only, the first follow credited only', () => {
    const folded = foldPlatformClaims([
      kick('KickAccountClaimed', 'u1'),
      kick('KickFollowCredited', 'u1', { messageId: 'm1' }),
      kick('KickAccountReleased', 'u9'), // not the holder: nothing happens
      kick('KickAccountReleased', 'u1'),
      kick('KickAccountClaimed', 'u2'),
      kick('KickFollowCredited', 'u2', { messageId: 'm2' }), // never written twice; the first stays
      { streamId: 'telegramAccount-8', type: 'TelegramAccountClaimed', data: { telegramUserId: 8, userId: 'u3' }, metadata },
    ]);
    expect(folded).toEqual([
      { kind: 'kick', value: '7', owner: 'u2', since: Date.parse(metadata.at) },
      { kind: 'kickFollow', value: '7', owner: 'm1', since: 0 },
      { kind: 'telegram', value: '8', owner: 'u3', since: Date.parse(metadata.at) },
    ]);
  });

  it('tells the old platform claim streams apart', () => {
    expect(isPlatformClaim(kick('KickAccountClaimed', 'u1'))).toBe(true);
    expect(isPlatformClaim({ streamId: 'user-u1', type: 'KickAccountLinked' })).toBe(false);
    expect(isPlatformClaim({ streamId: 'kickAccount-7', type: 'NameReserved' })).toBe(false);
  });
});
