import { describe, it } from 'vitest';
import { given } from '../../../test-support/given-when-then.js';
import { userRegistered } from '../../../test-support/users.js';
import { sessionDecider } from '../sessions/session.js';
import { type UserEvent, userDecider } from '../account/user.js';

const registered = userRegistered({ email: 'ayse@example.com', passwordHash: 'h1' });
const requested = (tokenHash: string, expiresAt = '2026-05-02T09:30:00.000Z'): UserEvent => ({
  type: 'PasswordResetRequested',
  data: { userId: 'u1', tokenHash, expiresAt },
});
const A = 'a'.repeat(64);
const B = 'b'.repeat(64);
const resetWith = (tokenHash: string, now = '2026-05-02T09:10:00.000Z') =>
  ({ type: 'ResetPassword', tokenHash, passwordHash: 'h2', now }) as const;
const resetDone: UserEvent[] = [
  { type: 'UserPasswordChanged', data: { userId: 'u1', passwordHash: 'h2' } },
  { type: 'UserSessionsEnded', data: { userId: 'u1', exceptSessionId: null, reason: 'password_reset' } },
];

describe('password reset on the member stream', () => {
  it('records only the hash of a new link', () =>
    given(userDecider, [registered])
      .when({ type: 'RequestPasswordReset', tokenHash: A, expiresAt: '2026-05-02T09:30:00.000Z' })
      .then([requested(A)]));

  it('sets the password and ends every session with a good link', () =>
    given(userDecider, [registered, requested(A)])
      .when(resetWith(A))
      .then(resetDone));

  it('refuses a link used once already', () =>
    given(userDecider, [registered, requested(A), ...resetDone])
      .when(resetWith(A))
      .thenFails(400, /kullanılmış/));

  it('refuses a link voided by a newer one', () =>
    given(userDecider, [registered, requested(A), requested(B)])
      .when(resetWith(A))
      .thenFails(400));

  it('refuses a link voided by a password change', () =>
    given(userDecider, [registered, requested(A), { type: 'UserPasswordChanged', data: { userId: 'u1', passwordHash: 'h3' } }])
      .when(resetWith(A))
      .thenFails(400));

  it('refuses a link at or past its expiry', () =>
    given(userDecider, [registered, requested(A)])
      .when(resetWith(A, '2026-05-02T09:30:00.000Z'))
      .thenFails(400));

  it('refuses for an account that does not exist', () => given(userDecider).when(resetWith(A)).thenFails(400));
});

describe('ending sessions', () => {
  it('a password change ends the others when asked to', () =>
    given(userDecider, [registered])
      .when({ type: 'ChangePassword', passwordHash: 'h2', endSessions: { exceptSessionId: 's1', reason: 'password_changed' } })
      .then([
        { type: 'UserPasswordChanged', data: { userId: 'u1', passwordHash: 'h2' } },
        { type: 'UserSessionsEnded', data: { userId: 'u1', exceptSessionId: 's1', reason: 'password_changed' } },
      ]));

  it('"end the others" keeps the asking session', () =>
    given(userDecider, [registered])
      .when({ type: 'EndSessions', exceptSessionId: 's1', reason: 'end_others' })
      .then([{ type: 'UserSessionsEnded', data: { userId: 'u1', exceptSessionId: 's1', reason: 'end_others' } }]));

  it('a session records its device at the start and its use while active only', () => {
    const device = { browser: 'Chrome 131', os: 'Windows 10', address: '203.0.113.0/24' };
    given(sessionDecider)
      .when({ type: 'StartSession', sessionId: 's1', userId: 'u1', device })
      .then([
        { type: 'SessionStarted', data: { sessionId: 's1', userId: 'u1' } },
        { type: 'SessionDeviceRecorded', data: { sessionId: 's1', userId: 'u1', ...device } },
      ]);
    const started = { type: 'SessionStarted', data: { sessionId: 's1', userId: 'u1' } } as const;
    given(sessionDecider, [started])
      .when({ type: 'MarkSessionSeen', at: '2026-05-02T10:00:00.000Z' })
      .then([{ type: 'SessionSeen', data: { sessionId: 's1', userId: 'u1', seenAt: '2026-05-02T10:00:00.000Z' } }]);
    given(sessionDecider, [started, { type: 'SessionEnded', data: { sessionId: 's1', userId: 'u1' } }])
      .when({ type: 'MarkSessionSeen', at: '2026-05-02T10:00:00.000Z' })
      .then([]);
  });
});
