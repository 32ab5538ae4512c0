import { contractSlice } from '../contract-slice.js';
import { analyticsEventSchemas } from './index.js';

export const analyticsEvents = contractSlice({
  slice: 'analytics',
  streams: '`pageViews-<Istanbul hour>`, `cardClicks-<Istanbul hour>` (batched off the command path)',
  events: analyticsEventSchemas,
});
