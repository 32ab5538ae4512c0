import { contractSlice } from '../contract-slice.js';
import { Erased, personal } from '../personal-parts.js';
import { accountEventSchemas } from './index.js';
import { adminAccountEventSchemas } from './admin.js';
import { recoveryEventSchemas } from './recovery.js';
import { twoFactorEventSchemas } from './two-factor.js';

const { pseudonym: P, empty: E, null: N } = Erased;

export const accountEvents = contractSlice({
  slice: 'accounts',
  streams: '`user-<id>`, `session-<id>` (`usernameClaim-<name>`, `emailClaim-<address>` only in logs not yet migrated)',
  events: accountEventSchemas,
  personal: {
    UserRegistered: [
      personal('userId', { username: P, email: E, passwordHash: E, firstName: N, lastName: N, phone: N, streamUrl: N }),
    ],
    MemberErased: [personal('userId', { username: P })],
    UserPasswordChanged: [personal('userId', { passwordHash: E })],
  },
});

export const adminAccountEvents = contractSlice({
  slice: 'accounts (staff: bans, manual points)',
  streams: '`user-<id>`, `accountAccess-main`',
  events: adminAccountEventSchemas,
});

export const recoveryEvents = contractSlice({
  slice: 'accounts (password reset, sessions)',
  streams: '`user-<id>`, `session-<id>`',
  events: recoveryEventSchemas,
  // Where a login came from (Oturumlarım): the browser, the system and the coarse address.
  personal: { SessionDeviceRecorded: [personal('userId', { browser: E, os: E, address: E })] },
});

export const twoFactorEvents = contractSlice({
  slice: 'accounts (staff two-step login)',
  streams: '`twoFactor-<user id>`',
  events: twoFactorEventSchemas,
});
