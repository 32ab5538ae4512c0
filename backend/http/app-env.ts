import type { UserDoc } from '../projections/accounts/users.projection.js';

export interface AppEnv {
  Variables: {
    user: UserDoc | null;
    sessionId: string | null;
    /** The visitor's address: the socket's peer, or what a trusted proxy forwarded (http/proxy.ts). */
    clientAddress: string;
    /** The visitor reached the site over HTTPS (directly, via a trusted proxy, or PUBLIC_ORIGIN is https). */
    https: boolean;
    /** STAFF_2FA: whether staff-only calls wait for the two-step enrolment. */
    staff2fa: 'required' | 'optional';
  };
}
