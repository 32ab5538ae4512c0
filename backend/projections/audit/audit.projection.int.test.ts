import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../core/event-store/event-store.js';
import { createMemoryReadStore } from '../../core/read-store/memory-read-store.js';
import { AUDIT_ACTORS, AUDIT_LOG, AUDIT_NAMES, auditProjection } from './audit.projection.js';

let position = 0;
const event = (type: string, data: unknown, actor: { id: string | null; role: string | null }): RecordedEvent => ({
  type,
  data,
  streamId: 'x-1',
  revision: 0,
  position: (position += 1),
  metadata: { actorId: actor.id, actorRole: actor.role, at: '2025-05-01T09:00:00.000Z', correlationId: 'c' },
});
const staff = { id: 'boss', role: 'super_admin' };
const registered = (userId: string, username: string) =>
  event(
    'UserRegistered',
    { userId, username, email: `${username}@x.test`, passwordHash: 'scrypt$secret', role: 'user' },
    { id: null, role: null },
  );

async function dump(read: ReturnType<typeof createMemoryReadStore>) {
  return Promise.all([AUDIT_LOG, AUDIT_NAMES, AUDIT_ACTORS].map((c) => read.collection(c).find({}, { sort: { _id: 1 } })));
}

describe('audit projection', () => {
  it('applying the same events twice changes nothing', async () => {
    const read = createMemoryReadStore();
    const events = [
      registered('boss', 'patron'),
      registered('u1', 'ayşe'),
      event('CardCreated', { id: 'c1', title: 'Yaz' }, staff),
      event('UserBanned', { userId: 'u1' }, staff),
    ];
    for (const e of events) await auditProjection.apply(e, read);
    const once = await dump(read);
    for (const e of events) await auditProjection.apply(e, read);
    expect(await dump(read)).toEqual(once);
    expect(once[0]).toHaveLength(2);
  });

  it('keeps members’ and the system’s commands out, and the name of a deleted thing in', async () => {
    const read = createMemoryReadStore();
    await auditProjection.apply(registered('boss', 'patron'), read);
    await auditProjection.apply(event('CardCreated', { id: 'c1', title: 'Kış' }, { id: null, role: 'system:seed' }), read);
    await auditProjection.apply(event('CardDeleted', { id: 'c1' }, { id: 'u9', role: 'user' }), read);
    await auditProjection.apply(event('CardDeleted', { id: 'c1' }, staff), read);
    const rows = await read.collection(AUDIT_LOG).find({});
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: 'boss',
      summary: 'Kart silindi: “Kış”',
      target: { kind: 'card', id: 'c1', title: 'Kış' },
    });
    expect(JSON.stringify(await dump(read))).not.toContain('scrypt');
  });

  it('a batch leaves what its events one by one leave, names made earlier in the batch included', async () => {
    const events = [
      registered('boss', 'patron'),
      event('CardCreated', { id: 'c1', title: 'Yaz' }, staff),
      registered('u1', 'ayşe'),
      event('CardUpdated', { id: 'c1', changes: { title: 'Kış' } }, staff),
      event('UserBanned', { userId: 'u1' }, staff),
      event('CardDeleted', { id: 'c1' }, staff),
    ];
    const [each, whole] = [createMemoryReadStore(), createMemoryReadStore()];
    const notices = [];
    for (const e of events) notices.push(...((await auditProjection.apply(e, each)) ?? []));
    expect(await auditProjection.applyBatch!(events, whole)).toEqual(notices);
    expect(await dump(whole)).toEqual(await dump(each));
    const [rows] = await dump(whole);
    expect(rows!.map((r) => r.summary)).toContain('Kart silindi: “Kış”');
    await auditProjection.applyBatch!(events, whole);
    expect(await dump(whole)).toEqual(await dump(each));
  });
});
