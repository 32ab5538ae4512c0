import { contractSlice } from '../contract-slice.js';
import { Erased, personal } from '../personal-parts.js';
import { pointsEventSchemas } from './index.js';

const { empty: E } = Erased;

export const pointsEvents = contractSlice({
  slice: 'points',
  streams: '`user-<id>` (points), `streamingRules-main`',
  events: pointsEventSchemas,
  personal: { StreamUrlChanged: [personal('userId', { streamUrl: E })] },
});
