import { contractSlice } from '../contract-slice.js';
import { Erased, personal } from '../personal-parts.js';
import {
  ticketEventSchemas,
  upcastTicketApplicationApproved,
  upcastTicketNumbersAllocated,
  upcastTicketSettingsChanged,
} from './index.js';

const { pseudonym: P } = Erased;

export const ticketEvents = contractSlice({
  slice: 'tickets',
  streams: '`ticketCompany-<id>`, `ticketSettings-main`, `ticketApplication-<id>`, `ticketNumberSequence-main`',
  events: ticketEventSchemas,
  personal: { TicketApplicationSubmitted: [personal('userId', { username: P })] },
  upcasters: {
    TicketSettingsChanged: upcastTicketSettingsChanged,
    TicketNumbersAllocated: upcastTicketNumbersAllocated,
    TicketApplicationApproved: upcastTicketApplicationApproved,
  },
});
