import type { Role } from '@app/contracts';

/**
 * A member's account as the request's session carries it and as the users read model stores it: one
 * shape for both, so the HTTP layer knows the member without reaching the read side.
 */
export interface MemberAccount {
  _id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  streamUrl: string | null;
  role: Role;
  points: number;
  telegramVerified: boolean;
  telegramUsername?: string | null;
  /** A banned member's sessions no longer count, and they cannot log in. */
  banned: boolean;
  /** Enrolled in the two-step login (STAFF_2FA=required lets staff do staff work only then). */
  twoFactorEnabled?: boolean;
  createdAt: string;
}
