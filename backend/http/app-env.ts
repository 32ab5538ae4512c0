import type { UserDoc } from '../projections/accounts/users.projection.js';

export interface AppEnv {
  Variables: {
    user: UserDoc | null;
    sessionId: string | null;
    /** The visitor's address: the socket's peer, or what a trusted proxy forwarded (http/proxy.ts). */
    clientAddress: string;
    /** The visitor reached the site over HTTPS (directly, via a trusted proxy, or PUBLIC_ORIGIN is https). */
    https: boolean;
  };
}
