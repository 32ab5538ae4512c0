import { describe, expect, it } from 'vitest';
import { createMemoryReadStore } from '../../core/read-store/memory-read-store.js';
import { usersProjection, USERS } from './users.projection.js';

const meta = { actorId: null, actorRole: null, at: '2026-11-01T10:00:00.000Z', correlationId: 'c' };
const registered = {
  type: 'UserRegistered',
  streamId: 'user-u1',
  revision: 0,
  position: 1,
  metadata: meta,
  data: { userId: 'u1', username: 'Ayşe', email: 'a@example.com', passwordHash: 'x', firstName: null, lastName: null, phone: null, streamUrl: null, role: 'user' },
};

describe('users projection', () => {
  it('never keeps the password hash', async () => {
    const read = createMemoryReadStore();
    await usersProjection.apply(registered, read);
    expect(JSON.stringify(await read.collection(USERS).find({}))).not.toContain('passwordHash');
  });

  it('keeps points another projection wrote first (projections catch up independently)', async () => {
    const read = createMemoryReadStore();
    await read.collection(USERS).updateOne({ _id: 'u1' }, { $set: { points: 250, telegramVerified: true } }, { upsert: true });
    await usersProjection.apply(registered, read);
    expect(await read.collection(USERS).findOne({ _id: 'u1' })).toMatchObject({ username: 'Ayşe', points: 250, telegramVerified: true });
  });

  it('applying the same registration twice changes nothing', async () => {
    const read = createMemoryReadStore();
    await usersProjection.apply(registered, read);
    const once = await read.collection(USERS).findOne({ _id: 'u1' });
    await usersProjection.apply(registered, read);
    expect(await read.collection(USERS).findOne({ _id: 'u1' })).toEqual(once);
  });
});
