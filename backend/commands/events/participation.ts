import { eventStatusAt } from '@app/contracts';
import type { Decider } from '../../core/decider.js';
import { conflict, DomainError, notFound } from '../../core/errors.js';
import { EVENT_NOT_FOUND, type EventState } from './event.js';

/**
 * Each member's participation in an event is its own stream, appended with "no stream expected":
 * two joins racing for the same pair meet on one stream and exactly one wins, while joins of
 * different members never contend (a popular event does not serialise its whole crowd).
 */
export const toParticipationStreamId = (eventId: string, userId: string) => `eventParticipation-${eventId}_${userId}`;

export const JOIN_MESSAGES = {
  inactive: 'Bu etkinlik şu anda aktif değil',
  past: 'Bu etkinlik sona ermiştir',
  upcoming: 'Bu etkinlik henüz başlamamıştır',
  already: 'Bu etkinliğe zaten katıldınız',
  telegram: 'Bu etkinliğe katılmak için Telegram doğrulaması yapmalısınız',
} as const;

export interface Joiner {
  userId: string;
  username: string;
  email: string;
  telegramUsername: string | null;
  telegramVerified: boolean;
}

export type ParticipationEvent = {
  type: 'MemberJoinedEvent';
  data: {
    eventId: string;
    userId: string;
    username: string;
    userEmail: string;
    telegramUsername: string | null;
    message: string;
    joinedAt: string;
  };
};

export type ParticipationCommand = {
  type: 'JoinEvent';
  /** The event as its own stream tells it at the moment of joining. */
  event: EventState;
  member: Joiner;
  message: string;
  now: Date;
};

export type ParticipationState = { joined: boolean };

export const participationDecider: Decider<ParticipationCommand, ParticipationEvent, ParticipationState> = {
  initialState: () => ({ joined: false }),
  evolve: (state, event) => (event.type === 'MemberJoinedEvent' ? { joined: true } : state),
  decide(command, state) {
    switch (command.type) {
      case 'JoinEvent': {
        const { event, member, now } = command;
        if (event.status !== 'live') throw notFound(EVENT_NOT_FOUND);
        if (!event.fields.isActive) throw conflict(JOIN_MESSAGES.inactive);
        const timing = eventStatusAt(event.fields, now);
        if (timing !== 'ongoing') throw conflict(JOIN_MESSAGES[timing]);
        if (state.joined) throw conflict(JOIN_MESSAGES.already);
        if (event.fields.requiresTelegramVerification && !member.telegramVerified) {
          throw new DomainError('telegram_verification_required', JOIN_MESSAGES.telegram);
        }
        return [
          {
            type: 'MemberJoinedEvent',
            data: {
              eventId: event.eventId,
              userId: member.userId,
              username: member.username,
              userEmail: member.email,
              telegramUsername: member.telegramUsername,
              message: command.message,
              joinedAt: now.toISOString(),
            },
          },
        ];
      }
      default: {
        const unknown: never = command.type;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
