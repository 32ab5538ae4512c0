import { contractSlice } from '../contract-slice.js';
import { cardEventSchemas } from './index.js';

export const cardEvents = contractSlice({ slice: 'cards', streams: '`card-<id>`', events: cardEventSchemas });
