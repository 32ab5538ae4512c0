import { eventEventSchemas } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { given } from '../../test-support/given-when-then.js';
import { type EventEvent, type EventFields, eventDecider } from './event.js';

const fields: EventFields = {
  title: 'Turnuva',
  description: 'Açıklama',
  photoUrl: null,
  startDate: '2025-05-01T09:00:00.000Z',
  endDate: '2025-05-10T09:00:00.000Z',
  isActive: true,
  requiresTelegramVerification: true,
};
const created: EventEvent = { type: 'EventCreated', data: { eventId: 'e1', ...fields } };

describe('event decider', () => {
  it('creates an event with the fields given', () =>
    given(eventDecider).when({ type: 'CreateEvent', eventId: 'e1', fields }).then([created]));

  it('refuses to create the same event twice', () =>
    given(eventDecider, [created]).when({ type: 'CreateEvent', eventId: 'e1', fields }).thenFails(409));

  it('refuses an end before the start', () =>
    given(eventDecider)
      .when({ type: 'CreateEvent', eventId: 'e1', fields: { ...fields, endDate: '2025-04-30T09:00:00.000Z' } })
      .thenFails(400, 'Bitiş tarihi başlangıç tarihinden önce olamaz'));

  it('records only the fields an edit really changes', () =>
    given(eventDecider, [created])
      .when({ type: 'UpdateEvent', changes: { title: 'Turnuva', isActive: false, photoUrl: undefined } })
      .then([{ type: 'EventUpdated', data: { eventId: 'e1', changes: { isActive: false } } }]));

  it('records nothing for an edit that changes nothing', () =>
    given(eventDecider, [created])
      .when({ type: 'UpdateEvent', changes: { ...fields } })
      .then([]));

  it('judges a new end against the start already stored', () =>
    given(eventDecider, [created])
      .when({ type: 'UpdateEvent', changes: { endDate: '2025-04-01T00:00:00.000Z' } })
      .thenFails(400, 'Bitiş tarihi başlangıç tarihinden önce olamaz'));

  it('clears an optional date with null', () =>
    given(eventDecider, [created])
      .when({ type: 'UpdateEvent', changes: { startDate: null } })
      .then([{ type: 'EventUpdated', data: { eventId: 'e1', changes: { startDate: null } } }]));

  it('deletes an event once; afterwards it is not found for edits or deletes', () => {
    given(eventDecider, [created])
      .when({ type: 'DeleteEvent' })
      .then([{ type: 'EventDeleted', data: { eventId: 'e1' } }]);
    const deleted: EventEvent = { type: 'EventDeleted', data: { eventId: 'e1' } };
    given(eventDecider, [created, deleted]).when({ type: 'DeleteEvent' }).thenFails(404, 'Etkinlik bulunamadı');
    given(eventDecider, [created, deleted])
      .when({ type: 'UpdateEvent', changes: { title: 'x' } })
      .thenFails(404);
  });

  it('an unknown event is not found', () =>
    given(eventDecider)
      .when({ type: 'UpdateEvent', changes: { title: 'x' } })
      .thenFails(404, 'Etkinlik bulunamadı'));
});

describe('event payloads', () => {
  it('match their schemas in contracts', () => {
    const updated: EventEvent = { type: 'EventUpdated', data: { eventId: 'e1', changes: { endDate: null, title: 'Yeni' } } };
    for (const e of [created, updated, { type: 'EventDeleted', data: { eventId: 'e1' } } as EventEvent]) {
      expect(eventEventSchemas[e.type].parse(e.data)).toEqual(e.data);
    }
    const joined = {
      eventId: 'e1',
      userId: 'u1',
      username: 'a',
      userEmail: 'a@example.com',
      telegramUsername: null,
      message: 'm',
      joinedAt: '2025-05-01T09:00:00.000Z',
    };
    expect(eventEventSchemas.MemberJoinedEvent.parse(joined)).toEqual(joined);
  });
});
