import type { Role } from '@app/contracts';

/**
 * The member a request's session belongs to, as the routes see it. The users read model's documents
 * have this shape (backend/app.ts hands in the lookup, and the compiler checks that they fit).
 */
export interface SessionUser {
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
  banned: boolean;
  createdAt: string;
}

export interface AppEnv {
  Variables: {
    user: SessionUser | null;
    sessionId: string | null;
    /** The visitor's address: the socket's peer, or what a trusted proxy forwarded (http/proxy.ts). */
    clientAddress: string;
    /** The visitor reached the site over HTTPS (directly, via a trusted proxy, or PUBLIC_ORIGIN is https). */
    https: boolean;
  };
}
