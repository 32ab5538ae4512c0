import { contractSlice } from '../contract-slice.js';
import { operationsEventSchemas } from './index.js';

export const operationsEvents = contractSlice({
  slice: 'operations (backups)',
  streams: '`backups-<yyyymmdd>`',
  events: operationsEventSchemas,
});
