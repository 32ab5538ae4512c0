import { contractSlice } from '../contract-slice.js';
import { rewardEventSchemas } from './index.js';

export const rewardEvents = contractSlice({
  slice: 'rewards',
  streams: '`reward-<id>`, `user-<id>` (the debit and refund)',
  events: rewardEventSchemas,
});
