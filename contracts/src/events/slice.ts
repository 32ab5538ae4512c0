import { contractSlice } from '../contract-slice.js';
import { Erased, personal } from '../personal-parts.js';
import { eventEventSchemas } from './index.js';

const { pseudonym: P, empty: E, null: N } = Erased;

export const eventEvents = contractSlice({
  slice: 'events',
  streams: '`event-<id>`, `eventParticipation-<event id>_<user id>`',
  events: eventEventSchemas,
  personal: { MemberJoinedEvent: [personal('userId', { username: P, userEmail: E, telegramUsername: N, message: E })] },
});
