import { contractSlice } from '../contract-slice.js';
import { BY_USERNAME, Erased, personalItems } from '../personal-parts.js';
import { drawEventSchemas } from './index.js';

const { pseudonym: P } = Erased;

export const drawEvents = contractSlice({
  slice: 'draws',
  streams: '`draw-<id>`',
  events: drawEventSchemas,
  personal: {
    DrawRun: [personalItems('winners', 'userId', { username: P }), personalItems('entries', BY_USERNAME, { username: P })],
  },
});
