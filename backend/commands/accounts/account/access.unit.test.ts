import { describe, it } from 'vitest';
import { given } from '../../../test-support/given-when-then.js';
import { ACCESS_MESSAGES, type AccessEvent, accessDecider, type ChangeAccess } from './access.js';

const role = (userId: string, r: 'super_admin' | 'editor' | 'viewer' | 'user'): AccessEvent => ({
  type: 'UserRoleChanged',
  data: { userId, role: r },
});
const banned = (userId: string): AccessEvent => ({ type: 'UserBanned', data: { userId } });
const unbanned = (userId: string): AccessEvent => ({ type: 'UserUnbanned', data: { userId } });
const change = (userId: string, c: Partial<ChangeAccess> = {}): ChangeAccess => ({
  type: 'ChangeAccess',
  userId,
  baselineRole: 'user',
  actorId: 'boss',
  ...c,
});

describe('access decider: roles and bans', () => {
  it('promotes a member and records nothing when the role is already theirs', () => {
    given(accessDecider)
      .when(change('u1', { role: 'editor' }))
      .then([role('u1', 'editor')]);
    given(accessDecider, [role('u1', 'editor')])
      .when(change('u1', { role: 'editor' }))
      .then([]);
    given(accessDecider)
      .when(change('u1', { role: 'user' }))
      .then([]);
  });

  it('bans and lifts a ban, once each', () => {
    given(accessDecider)
      .when(change('u1', { banned: true }))
      .then([banned('u1')]);
    given(accessDecider, [banned('u1')])
      .when(change('u1', { banned: true }))
      .then([]);
    given(accessDecider, [banned('u1')])
      .when(change('u1', { banned: false }))
      .then([unbanned('u1')]);
  });

  it('changes the role and the ban in one decision', () =>
    given(accessDecider, [role('boss', 'super_admin'), role('u1', 'editor')])
      .when(change('u1', { role: 'user', banned: true }))
      .then([role('u1', 'user'), banned('u1')]));

  it('never demotes the last active super_admin (409)', () => {
    given(accessDecider, [role('boss', 'super_admin')])
      .when(change('boss', { role: 'editor', actorId: 'boss' }))
      .thenFails(409, ACCESS_MESSAGES.lastSuperAdmin);
    given(accessDecider, [role('boss', 'super_admin'), role('b', 'super_admin')])
      .when(change('boss', { role: 'editor', actorId: 'boss' }))
      .then([role('boss', 'editor')]);
  });

  it('never bans the last active super_admin, and a banned one does not count as another', () => {
    given(accessDecider, [role('a', 'super_admin'), role('b', 'super_admin'), banned('b')])
      .when(change('a', { banned: true, actorId: 'x' }))
      .thenFails(409, ACCESS_MESSAGES.lastSuperAdmin);
    given(accessDecider, [role('a', 'super_admin'), role('b', 'super_admin'), banned('b'), unbanned('b')])
      .when(change('a', { banned: true, actorId: 'b' }))
      .then([banned('a')]);
  });

  it('a super_admin it has never recorded is counted only once recorded', () => {
    // Registered as super_admin before this stream existed: demoting the only recorded one is refused.
    given(accessDecider, [role('a', 'super_admin')])
      .when(change('a', { role: 'user', actorId: 'legacy' }))
      .thenFails(409);
    // Granting the role again records it, after which the other may step down.
    given(accessDecider)
      .when(change('legacy', { role: 'super_admin', baselineRole: 'super_admin' }))
      .then([role('legacy', 'super_admin')]);
    given(accessDecider, [role('a', 'super_admin'), role('legacy', 'super_admin')])
      .when(change('a', { role: 'user', actorId: 'legacy' }))
      .then([role('a', 'user')]);
  });

  it('demoting a super_admin it never recorded needs no other: the recorded ones stay', () =>
    given(accessDecider, [role('a', 'super_admin')])
      .when(change('legacy', { role: 'editor', baselineRole: 'super_admin' }))
      .then([role('legacy', 'editor')]));

  it('nobody bans themselves (422), and lifting a ban needs no one else', () => {
    given(accessDecider, [role('a', 'super_admin'), role('b', 'super_admin')])
      .when(change('a', { banned: true, actorId: 'a' }))
      .thenFails(422, ACCESS_MESSAGES.selfBan);
    given(accessDecider, [banned('u1')])
      .when(change('u1', { banned: false, actorId: 'x' }))
      .then([unbanned('u1')]);
  });
});
