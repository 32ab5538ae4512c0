import { contractSlice } from '../contract-slice.js';
import { bookEventSchemas } from './index.js';

export const bookEvents = contractSlice({
  slice: 'books (closing an unbounded stream)',
  streams: 'the closed stream (a ticket sequence, a reward)',
  events: bookEventSchemas,
});
