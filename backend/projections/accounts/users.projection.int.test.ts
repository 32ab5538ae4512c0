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
  data: {
    userId: 'u1',
    username: 'Ayşe',
    email: 'a@example.com',
    passwordHash: 'x',
    firstName: null,
    lastName: null,
    phone: null,
    streamUrl: null,
    role: 'user',
  },
};

describe('users projection', () => {
  it('never keeps the password hash', async () => {
    const read = createMemoryReadStore();
    await usersProjection.apply(registered, read);
    expect(JSON.stringify(await read.collection(USERS).find({}))).not.toContain('passwordHash');
  });

  it('follows the balance, stream link and Telegram from their own events (no other projection writes users)', async () => {
    const read = createMemoryReadStore();
    const at = (type: string, position: number, data: Record<string, unknown>) => ({
      ...registered,
      type,
      position,
      revision: position - 1,
      data,
    });
    await usersProjection.apply(registered, read);
    await usersProjection.apply(
      at('PointsAwarded', 2, { userId: 'u1', amount: 250, reason: 'r', sourceId: 's', balance: 250 }),
      read,
    );
    await usersProjection.apply(at('PointsAdjusted', 3, { userId: 'u1', delta: -50, reason: 'r', balance: 200 }), read);
    await usersProjection.apply(at('StreamUrlChanged', 4, { userId: 'u1', streamUrl: 'https://kick.com/ayse' }), read);
    const telegram = at('TelegramAccountVerified', 5, {
      userId: 'u1',
      verificationId: 'v',
      telegramUserId: 1,
      telegramUsername: 'ayse_tg',
      points: 0,
    });
    await usersProjection.apply(telegram, read);
    await usersProjection.apply(telegram, read);
    expect(await read.collection(USERS).findOne({ _id: 'u1' })).toMatchObject({
      username: 'Ayşe',
      points: 200,
      streamUrl: 'https://kick.com/ayse',
      telegramVerified: true,
      telegramUsername: 'ayse_tg',
    });
  });

  it('applying the same registration twice changes nothing', async () => {
    const read = createMemoryReadStore();
    await usersProjection.apply(registered, read);
    const once = await read.collection(USERS).findOne({ _id: 'u1' });
    await usersProjection.apply(registered, read);
    expect(await read.collection(USERS).findOne({ _id: 'u1' })).toEqual(once);
  });
});
