import { describe, it } from 'vitest';
import { given } from '../../test-support/given-when-then.js';
import type { EventFields, EventState } from './event.js';
import { type Joiner, type ParticipationEvent, participationDecider } from './participation.js';

const START = '2025-05-01T09:00:00.000Z';
const END = '2025-05-10T09:00:00.000Z';
const fields: EventFields = {
  title: 'Turnuva',
  description: 'Açıklama',
  photoUrl: null,
  startDate: START,
  endDate: END,
  isActive: true,
  requiresTelegramVerification: false,
};
const live = (over: Partial<EventFields> = {}): EventState => ({ status: 'live', eventId: 'e1', fields: { ...fields, ...over } });
const member: Joiner = {
  userId: 'u1',
  username: 'ayse',
  email: 'ayse@example.com',
  telegramUsername: null,
  telegramVerified: false,
};
const at = (iso: string, deltaMs = 0) => new Date(Date.parse(iso) + deltaMs);
const join = (event: EventState, now: Date, who: Joiner = member) =>
  ({ type: 'JoinEvent', event, member: who, message: 'ayse123', now }) as const;
const joined = (now: Date): ParticipationEvent => ({
  type: 'MemberJoinedEvent',
  data: {
    eventId: 'e1',
    userId: 'u1',
    username: 'ayse',
    userEmail: 'ayse@example.com',
    telegramUsername: null,
    message: 'ayse123',
    joinedAt: now.toISOString(),
  },
});

describe('joining an event: timing boundaries', () => {
  it('one millisecond before the start it has not begun', () =>
    given(participationDecider)
      .when(join(live(), at(START, -1)))
      .thenFails(409, 'Bu etkinlik henüz başlamamıştır'));
  it('at the start exactly it is open', () =>
    given(participationDecider)
      .when(join(live(), at(START)))
      .then([joined(at(START))]));
  it('at the end exactly it is still open', () =>
    given(participationDecider)
      .when(join(live(), at(END)))
      .then([joined(at(END))]));
  it('one millisecond after the end it is over', () =>
    given(participationDecider)
      .when(join(live(), at(END, 1)))
      .thenFails(409, 'Bu etkinlik sona ermiştir'));
  it('without dates it is always open', () =>
    given(participationDecider)
      .when(join(live({ startDate: null, endDate: null }), at('2030-01-01T00:00:00.000Z')))
      .then([joined(at('2030-01-01T00:00:00.000Z'))]));
});

describe('joining an event: rules', () => {
  const now = at(START, 60_000);
  it('a member joins only once', () =>
    given(participationDecider, [joined(now)])
      .when(join(live(), now))
      .thenFails(409, 'Bu etkinliğe zaten katıldınız'));
  it('an inactive event cannot be joined', () =>
    given(participationDecider)
      .when(join(live({ isActive: false }), now))
      .thenFails(409, 'Bu etkinlik şu anda aktif değil'));
  it('a deleted or unknown event is not found', () => {
    given(participationDecider)
      .when(join({ status: 'none' }, now))
      .thenFails(404, 'Etkinlik bulunamadı');
    given(participationDecider)
      .when(join({ status: 'deleted', eventId: 'e1' }, now))
      .thenFails(404);
  });
  it('a Telegram event needs a verified member', () =>
    given(participationDecider)
      .when(join(live({ requiresTelegramVerification: true }), now))
      .thenFails(403, 'Bu etkinliğe katılmak için Telegram doğrulaması yapmalısınız'));
  it('a verified member joins a Telegram event, and their handle is kept', () => {
    const verified = { ...member, telegramVerified: true, telegramUsername: 'ayse_tg' };
    const expected = joined(now);
    expected.data.telegramUsername = 'ayse_tg';
    given(participationDecider)
      .when(join(live({ requiresTelegramVerification: true }), now, verified))
      .then([expected]);
  });
});
