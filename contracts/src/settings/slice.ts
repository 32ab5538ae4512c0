import { contractSlice } from '../contract-slice.js';
import { settingsEventSchemas } from './index.js';

export const settingsEvents = contractSlice({ slice: 'settings', streams: '`siteSettings-main`', events: settingsEventSchemas });
