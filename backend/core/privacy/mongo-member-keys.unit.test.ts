import { PSEUDONYM_PATTERN } from '@app/contracts';
import { MongoNetworkError, MongoServerError } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { fakeKeyDb } from '../../test-support/fake-key-collections.js';
import { createMongoMemberKeys, DURABLE, KEY_COLLECTIONS } from './mongo-member-keys.js';

const writes = new Set(['insertOne', 'updateOne', 'deleteOne', 'deleteMany']);

describe('MongoDB key store orchestration', () => {
  it('answers a duplicate key on a reservation as "taken" with its owner', async () => {
    const fake = fakeKeyDb();
    const keys = await createMongoMemberKeys(fake.db);
    expect(await keys.reserveName('username', 'Ayşe', 'm1', 1000)).toEqual({ reserved: true });
    expect(await keys.reserveName('username', 'AYŞE', 'm2', 2000)).toEqual({ reserved: false, owner: 'm1', since: 1000 });
    expect(await keys.reserveName('username', 'ayşe', 'm1', 3000)).toEqual({ reserved: true });
  });

  it('draws the pseudonym again when the unique index says another member holds it', async () => {
    const fake = fakeKeyDb();
    const keys = await createMongoMemberKeys(fake.db);
    fake.failNext(KEY_COLLECTIONS.subjects, 'updateOne', new MongoServerError({ message: 'E11000', code: 11000 }));
    expect(await keys.beginErasure('m1')).toMatch(PSEUDONYM_PATTERN);
    expect(fake.calls.filter((c) => c.collection === KEY_COLLECTIONS.subjects && c.op === 'updateOne')).toHaveLength(2);
  });

  it('leaves the key usable and the erasure pending when the network fails midway; a retry finishes it', async () => {
    const fake = fakeKeyDb();
    const keys = await createMongoMemberKeys(fake.db);
    const key = await keys.keyFor('m1');
    await keys.keyFor('kick:7');
    await keys.reserveName('email', 'a@example.com', 'm1', 1);
    await keys.beginErasure('m1');
    fake.failNext(KEY_COLLECTIONS.names, 'deleteMany', new MongoNetworkError('connection 3 to 10.0.0.5:27017 closed'));
    await expect(keys.completeErasure('m1', ['kick:7'])).rejects.toBeInstanceOf(MongoNetworkError);
    expect(await keys.keyOf('m1')).toEqual(key);
    expect(await keys.pendingErasures()).toEqual(['m1']);
    await keys.completeErasure('m1', ['kick:7']);
    expect(await keys.keyOf('m1')).toMatchObject({ erased: true });
    expect(await keys.keyOf('kick:7')).toEqual({ erased: true, pseudonym: null });
    expect(await keys.nameOwner('email', 'a@example.com')).toBeNull();
    expect(await keys.pendingErasures()).toEqual([]);
  });

  it('sends every write with w: majority and journal: true', async () => {
    const fake = fakeKeyDb();
    const keys = await createMongoMemberKeys(fake.db);
    await keys.keyFor('m1');
    await keys.reserveName('username', 'ayse', 'm1', 1);
    await keys.takeOverName('username', 'ayse', 'm1', 'm2', 2);
    await keys.releaseName('username', 'ayse', 'm2');
    await keys.beginErasure('m1');
    await keys.completeErasure('m1', ['kick:1']);
    await keys.forgetSubjects(['kick:2']);
    await keys.mark('privacy-migrated');
    const written = fake.calls.filter((c) => writes.has(c.op));
    expect(new Set(written.map((c) => c.op))).toEqual(writes);
    for (const c of written) expect(c.options, `${c.collection}.${c.op}`).toMatchObject(DURABLE);
  });

  it('frees the reservations held by the linked subjects with the member’s, and lists and forgets subjects', async () => {
    const fake = fakeKeyDb();
    const keys = await createMongoMemberKeys(fake.db);
    await keys.reserveName('kick', '987654321987', 'm1', 1);
    await keys.reserveName('kickSubject', '987654321987', 'kick:s-1', 0);
    await keys.reserveName('kickFollow', '987654321987', 'message-1', 0);
    for (const subject of ['m1', 'kick:s-1', 'kick:42', 'kickx']) await keys.keyFor(subject);
    await keys.beginErasure('m1');
    await keys.completeErasure('m1', ['kick:s-1']);
    expect(await keys.nameOwner('kick', '987654321987')).toBeNull();
    expect(await keys.nameOwner('kickSubject', '987654321987')).toBeNull();
    expect(await keys.nameOwner('kickFollow', '987654321987')).toBe('message-1');
    expect((await keys.subjectsStartingWith('kick:')).sort()).toEqual(['kick:42', 'kick:s-1']);
    await keys.forgetSubjects(['kick:42']);
    expect(await keys.keyOf('kick:42')).toBeNull();
  });
});
