import type { MemberAccount } from '../core/member-account.js';

/** The member a request's session belongs to, as the routes see it (the users read model's shape). */
export type SessionUser = MemberAccount;

export interface AppEnv {
  Variables: {
    user: SessionUser | null;
    sessionId: string | null;
    /** The visitor's address: the socket's peer, or what a trusted proxy forwarded (http/proxy.ts). */
    clientAddress: string;
    /** The visitor reached the site over HTTPS (directly, via a trusted proxy, or PUBLIC_ORIGIN is https). */
    https: boolean;
    /** STAFF_2FA: whether staff-only calls wait for the two-step enrolment. */
    staff2fa: 'required' | 'optional';
    /** This request's id (X-Request-Id from a trusted proxy, or made here): its events' correlation id. */
    requestId: string;
  };
}
