import type { UserEvent } from '../commands/accounts/account/user.js';

type Registered = Extract<UserEvent, { type: 'UserRegistered' }>;

/** The first event of member `u1` (`ayse`, no optional profile fields) for deciders' Given; `data` changes a field. */
export const userRegistered = (data: Partial<Registered['data']> = {}): Registered => ({
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    username: 'ayse',
    email: 'a@x.test',
    firstName: null,
    lastName: null,
    phone: null,
    streamUrl: null,
    passwordHash: 'h',
    role: 'user',
    ...data,
  },
});
