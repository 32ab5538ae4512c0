import { contractSlice } from '../contract-slice.js';
import { legalEventSchemas } from './index.js';

export const legalEvents = contractSlice({ slice: 'legal', streams: '`legalText-<kvkk | cookies>`', events: legalEventSchemas });
