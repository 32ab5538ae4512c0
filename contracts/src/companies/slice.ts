import { contractSlice } from '../contract-slice.js';
import { companyEventSchemas } from './index.js';

export const companyEvents = contractSlice({ slice: 'companies', streams: '`company-<id>`', events: companyEventSchemas });
