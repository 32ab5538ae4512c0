import { contractSlice } from '../contract-slice.js';
import { huntEventSchemas } from './events.js';

export const huntEvents = contractSlice({ slice: 'hunts', streams: '`hunt-<id>`', events: huntEventSchemas });
