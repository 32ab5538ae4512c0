import { drawEventSchemas } from '@app/contracts';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { given } from '../../test-support/given-when-then.js';
import { DRAW_MESSAGES, type DrawDefinition, drawDecider, type DrawEvent } from './draw.js';
import { drawKeyFrom, SEED_UNREADABLE, sealSeed, unsealSeed } from './seed-sealing.js';

const seed = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const seedHash = createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
const sealedSeed = { alg: 'aes-256-gcm' as const, iv: 'aXY=', ciphertext: 'Y3Q=', tag: 'dGFn' };
const draw: DrawDefinition = {
  title: 'Haftalık Çekiliş',
  prize: '1.000₺ bonus',
  source: { type: 'tickets', ticketCompanyId: 'c1', name: 'Yıldız Bilet' },
  winnerCount: 2,
};
const created: DrawEvent = { type: 'DrawCreated', data: { drawId: 'd1', ...draw, seedHash, sealedSeed } };

const entries = [
  { entry: '1', username: 'ayse', userId: 'u1' },
  { entry: '2', username: 'ayse', userId: 'u1' },
  { entry: '3', username: 'can', userId: 'u2' },
];
const entriesHash = createHash('sha256').update('1\n2\n3').digest('hex');
const winners = [entries[2]!, entries[0]!];
const run = { type: 'RunDraw' as const, seed, entriesHash, entries, winners };
const published = entries.map(({ entry, username }) => ({ entry, username }));
const drawn: DrawEvent = { type: 'DrawRun', data: { drawId: 'd1', seed, entriesHash, entries: published, winners } };
const cancelled: DrawEvent = { type: 'DrawCancelled', data: { drawId: 'd1', seed } };

describe('draw decider: create', () => {
  it('records the draw with its commitment and the sealed seed, never the seed itself', () =>
    given(drawDecider).when({ type: 'CreateDraw', drawId: 'd1', draw, seedHash, sealedSeed }).then([created]));

  it('a retried create of the same id records nothing new', () =>
    given(drawDecider, [created]).when({ type: 'CreateDraw', drawId: 'd1', draw, seedHash, sealedSeed }).then([]));
});

describe('draw decider: run', () => {
  it('an open draw runs: seed, frozen entries (as published) and winners (with their member) in one event', () =>
    given(drawDecider, [created]).when(run).then([drawn]));

  it('a source with no entries is drawn with no winners', () => {
    const empty = createHash('sha256').update('').digest('hex');
    given(drawDecider, [created])
      .when({ type: 'RunDraw', seed, entriesHash: empty, entries: [], winners: [] })
      .then([{ type: 'DrawRun', data: { drawId: 'd1', seed, entriesHash: empty, entries: [], winners: [] } }]);
  });

  it('an unknown draw is not found', () => given(drawDecider).when(run).thenFails(404, DRAW_MESSAGES.notFound));

  it('runs once: a drawn draw refuses a second run', () =>
    given(drawDecider, [created, drawn]).when(run).thenFails(409, DRAW_MESSAGES.alreadyDrawn));

  it('a cancelled draw can never run', () =>
    given(drawDecider, [created, cancelled]).when(run).thenFails(409, DRAW_MESSAGES.cancelled));

  it('refuses a seed other than the committed one', () =>
    given(drawDecider, [created])
      .when({ ...run, seed: 'ff'.repeat(32) })
      .thenFails(503, DRAW_MESSAGES.seedMismatch));

  it('refuses an entries hash that is not the hash of the entries', () =>
    given(drawDecider, [created])
      .when({ ...run, entriesHash: 'ab'.repeat(32) })
      .thenFails(503, DRAW_MESSAGES.entriesHashMismatch));

  it('refuses an entry list too large for one event (422), before anything is recorded', () => {
    const many = Array.from({ length: 30_000 }, (_, k) => ({ entry: String(100000 + k), username: `uye${k}`, userId: `u${k}` }));
    const hash = createHash('sha256')
      .update(many.map((e) => e.entry).join('\n'))
      .digest('hex');
    given(drawDecider, [created])
      .when({ ...run, entries: many, entriesHash: hash, winners: [many[0]!] })
      .thenFails(422, DRAW_MESSAGES.tooManyEntries);
  });

  it('refuses winners outside the entries, a member twice, or more winners than asked', () => {
    const stranger = { entry: '9', username: 'eve', userId: 'u9' };
    given(drawDecider, [created])
      .when({ ...run, winners: [stranger] })
      .thenFails(503, DRAW_MESSAGES.winnersInconsistent);
    given(drawDecider, [created])
      .when({ ...run, winners: [entries[0]!, entries[1]!] })
      .thenFails(503, DRAW_MESSAGES.winnersInconsistent);
    const three = [...entries, { entry: '4', username: 'zeynep', userId: 'u3' }];
    const hash4 = createHash('sha256').update('1\n2\n3\n4').digest('hex');
    given(drawDecider, [created])
      .when({ ...run, entries: three, entriesHash: hash4, winners: [three[0]!, three[2]!, three[3]!] })
      .thenFails(503, DRAW_MESSAGES.winnersInconsistent);
  });
});

describe('draw decider: cancel', () => {
  it('an open draw is cancelled and reveals its seed', () =>
    given(drawDecider, [created]).when({ type: 'CancelDraw', seed }).then([cancelled]));

  it('refuses an unknown, a drawn and an already cancelled draw', () => {
    given(drawDecider).when({ type: 'CancelDraw', seed }).thenFails(404, DRAW_MESSAGES.notFound);
    given(drawDecider, [created, drawn]).when({ type: 'CancelDraw', seed }).thenFails(409, DRAW_MESSAGES.drawnNoCancel);
    given(drawDecider, [created, cancelled]).when({ type: 'CancelDraw', seed }).thenFails(409, DRAW_MESSAGES.alreadyCancelled);
  });

  it('refuses to reveal a seed other than the committed one', () =>
    given(drawDecider, [created])
      .when({ type: 'CancelDraw', seed: '00'.repeat(32) })
      .thenFails(503, DRAW_MESSAGES.seedMismatch));
});

describe('draw payloads and the sealed seed', () => {
  it('every event matches its schema in contracts', () => {
    for (const e of [created, drawn, cancelled]) expect(drawEventSchemas[e.type].parse(e.data)).toEqual(e.data);
  });

  it('a sealed seed opens with the same key and draw id only', () => {
    const key = drawKeyFrom('a-draw-secret-of-at-least-32-characters');
    const sealed = sealSeed(key, 'd1', seed);
    expect(JSON.stringify(sealed)).not.toContain(seed);
    expect(unsealSeed(key, 'd1', sealed)).toBe(seed);
    expect(() => unsealSeed(drawKeyFrom('another-secret-of-at-least-32-characters'), 'd1', sealed)).toThrow(SEED_UNREADABLE);
    expect(() => unsealSeed(key, 'd2', sealed)).toThrow(SEED_UNREADABLE);
    expect(sealSeed(key, 'd1', seed).iv).not.toBe(sealed.iv);
  });
});
