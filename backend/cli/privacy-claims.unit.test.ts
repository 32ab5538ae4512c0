import { describe, expect, it } from 'vitest';
import { foldClaims, isNameClaim } from './privacy-claims.js';

const at = (s: number) => ({ actorId: null, actorRole: null, at: new Date(s * 1000).toISOString(), correlationId: 'c' });
const claim = (streamId: string, type: 'NameReserved' | 'NameReleased', userId: string, s = 1) => ({
  streamId,
  type,
  data: { value: streamId.slice(streamId.indexOf('-') + 1), userId },
  metadata: at(s),
});

describe('folding the old claim streams', () => {
  it('keeps who holds each value now, as the old claim decider did', () => {
    const folded = foldClaims([
      claim('usernameClaim-ayse', 'NameReserved', 'u1', 1),
      claim('emailClaim-a@b.test', 'NameReserved', 'u1', 1),
      claim('usernameClaim-ayse', 'NameReleased', 'u9'), // not the holder: nothing happens
      claim('emailClaim-a@b.test', 'NameReleased', 'u1'),
      claim('usernameClaim-mehmet', 'NameReserved', 'u2', 2),
      claim('usernameClaim-mehmet', 'NameReserved', 'u3', 5), // an abandoned registration taken over
    ]);
    expect(folded).toEqual([
      { kind: 'username', value: 'ayse', owner: 'u1', since: 1000 },
      { kind: 'email', value: 'a@b.test', owner: null, since: 1000 },
      { kind: 'username', value: 'mehmet', owner: 'u3', since: 5000 },
    ]);
  });

  it('ignores streams that are not name claims', () => {
    expect(foldClaims([claim('telegramAccount-5', 'NameReserved', 'u1')])).toEqual([]);
    expect(isNameClaim(claim('telegramAccount-5', 'NameReserved', 'u1'))).toBe(false);
    expect(isNameClaim(claim('emailClaim-a@b.test', 'NameReleased', 'u1'))).toBe(true);
    expect(isNameClaim({ streamId: 'usernameClaim-ayse', type: 'UserRegistered' })).toBe(false);
  });
});
