import { describe, it } from 'vitest';
import { given } from '../../../test-support/given-when-then.js';
import { sessionDecider } from '../sessions/session.js';
import { type UserEvent, userDecider } from '../account/user.js';

const profile = { username: 'ayse', email: 'ayse@example.com', firstName: 'Ayşe', lastName: null, phone: null, streamUrl: null };
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId: 'u1', ...profile, passwordHash: 'h1', role: 'user' },
};

describe('user decider', () => {
  it('registers a new user', () =>
    given(userDecider)
      .when({ type: 'RegisterUser', userId: 'u1', profile, passwordHash: 'h1', role: 'user' })
      .then([registered]));

  it('refuses to register the same user twice', () =>
    given(userDecider, [registered])
      .when({ type: 'RegisterUser', userId: 'u1', profile, passwordHash: 'h1', role: 'user' })
      .thenFails(409));

  it('changes the role, and records nothing when it is already that role', () => {
    given(userDecider, [registered])
      .when({ type: 'ChangeRole', role: 'super_admin' })
      .then([{ type: 'UserRoleChanged', data: { userId: 'u1', role: 'super_admin' } }]);
    given(userDecider, [registered]).when({ type: 'ChangeRole', role: 'user' }).then([]);
  });

  it('changes the password only when the hash differs', () => {
    given(userDecider, [registered])
      .when({ type: 'ChangePassword', passwordHash: 'h2' })
      .then([{ type: 'UserPasswordChanged', data: { userId: 'u1', passwordHash: 'h2' } }]);
    given(userDecider, [registered]).when({ type: 'ChangePassword', passwordHash: 'h1' }).then([]);
  });

  it('cannot change an account that does not exist', () =>
    given(userDecider).when({ type: 'ChangeRole', role: 'editor' }).thenFails(404));
});

describe('session decider', () => {
  const started = { type: 'SessionStarted', data: { sessionId: 's1', userId: 'u1' } } as const;
  it('starts once', () => {
    given(sessionDecider).when({ type: 'StartSession', sessionId: 's1', userId: 'u1' }).then([started]);
    given(sessionDecider, [started]).when({ type: 'StartSession', sessionId: 's1', userId: 'u1' }).then([]);
  });
  it('ends an active session once', () => {
    const ended = { type: 'SessionEnded', data: { sessionId: 's1', userId: 'u1' } } as const;
    given(sessionDecider, [started]).when({ type: 'EndSession' }).then([ended]);
    given(sessionDecider, [started, ended]).when({ type: 'EndSession' }).then([]);
  });
  it('marks the last use at most once per 5 minutes, and never on an ended session', () => {
    const seen = (seenAt: string) => ({ type: 'SessionSeen', data: { sessionId: 's1', userId: 'u1', seenAt } }) as const;
    const at = (t: string) => ({ type: 'MarkSessionSeen', at: `2026-11-01T${t}.000Z` }) as const;
    given(sessionDecider, [started])
      .when(at('08:00:00'))
      .then([seen('2026-11-01T08:00:00.000Z')]);
    given(sessionDecider, [started, seen('2026-11-01T08:00:00.000Z')])
      .when(at('08:04:59'))
      .then([]);
    given(sessionDecider, [started, seen('2026-11-01T08:00:00.000Z')])
      .when(at('08:05:00'))
      .then([seen('2026-11-01T08:05:00.000Z')]);
    const ended = { type: 'SessionEnded', data: { sessionId: 's1', userId: 'u1' } } as const;
    given(sessionDecider, [started, ended]).when(at('09:00:00')).then([]);
  });
});
