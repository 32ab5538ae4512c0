import { Topic, TICKET_DEFAULTS, type TicketSettings } from '@app/contracts';
import { defineProjection } from '../../core/projections/projection.js';
import type { ReadStore } from '../../core/read-store/read-store.js';

export const TICKET_SETTINGS = 'ticketSettings';

interface TicketSettingsDoc extends TicketSettings {
  _id: 'main';
  [key: string]: unknown;
}

export const ticketSettingsProjection = defineProjection({
  name: 'ticket-settings',
  // 2: pointsPerTicket (read from V1 events as the default).
  version: 2,
  collections: [TICKET_SETTINGS],
  handles: ['TicketSettingsChanged'],
  async apply(event, store) {
    const { ticketPrice, minimumInvestment, infoMessage, pointsPerTicket } = event.data; // upcast by the reader
    await store
      .collection<TicketSettingsDoc>(TICKET_SETTINGS)
      .updateOne({ _id: 'main' }, { $set: { ticketPrice, minimumInvestment, infoMessage, pointsPerTicket } }, { upsert: true });
    return [{ topic: Topic.ticketSettings, rooms: ['public'] }];
  },
});

/** The settings, with the spec's defaults until staff change them. */
export async function getTicketSettings(read: ReadStore): Promise<TicketSettings> {
  const doc = await read.collection<TicketSettingsDoc>(TICKET_SETTINGS).findOne({ _id: 'main' });
  if (!doc) return { ...TICKET_DEFAULTS };
  const { ticketPrice, minimumInvestment, infoMessage, pointsPerTicket } = doc;
  return { ticketPrice, minimumInvestment, infoMessage, pointsPerTicket };
}
