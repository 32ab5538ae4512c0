import type { UserDoc } from '../projections/accounts/users.projection.js';

export interface AppEnv {
  Variables: {
    user: UserDoc | null;
    sessionId: string | null;
  };
}
