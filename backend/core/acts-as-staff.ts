import { isStaff, type Role } from '@app/contracts';

/** STAFF_2FA: whether staff must have enrolled in the two-step login to act as staff. */
export type Staff2fa = 'required' | 'optional';

/**
 * The one "acts as staff" rule: a staff role, and under STAFF_2FA=required the two-step login enrolled.
 * Staff who have not enrolled are members everywhere (they may only enrol): the admin guards, the
 * sockets' staff room and every staff-only read outside /api/admin (unpublished events) ask this.
 */
export function actsAsStaff(user: { role: Role; twoFactorEnabled?: boolean } | null | undefined, staff2fa: Staff2fa): boolean {
  if (!user || !isStaff(user.role)) return false;
  return staff2fa === 'optional' || user.twoFactorEnabled === true;
}
