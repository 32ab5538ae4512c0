import { TICKET_DEFAULTS, type TicketSettings } from '@app/contracts';
import { defineProjection } from '../../core/projections/projection.js';
import type { ReadStore } from '../../core/read-store/read-store.js';

export const TICKET_SETTINGS = 'ticketSettings';

interface TicketSettingsDoc extends TicketSettings {
  _id: 'main';
  [key: string]: unknown;
}

export const ticketSettingsProjection = defineProjection({
  name: 'ticket-settings',
  version: 1,
  collections: [TICKET_SETTINGS],
  handles: ['TicketSettingsChanged'],
  async apply(event, store) {
    const { ticketPrice, minimumInvestment, infoMessage } = event.data as TicketSettings;
    await store
      .collection<TicketSettingsDoc>(TICKET_SETTINGS)
      .updateOne({ _id: 'main' }, { $set: { ticketPrice, minimumInvestment, infoMessage } }, { upsert: true });
    return [{ topic: 'ticket-settings', rooms: ['public'] }];
  },
});

/** The settings, with the spec's defaults until staff change them. */
export async function getTicketSettings(read: ReadStore): Promise<TicketSettings> {
  const doc = await read.collection<TicketSettingsDoc>(TICKET_SETTINGS).findOne({ _id: 'main' });
  return doc
    ? { ticketPrice: doc.ticketPrice, minimumInvestment: doc.minimumInvestment, infoMessage: doc.infoMessage }
    : { ...TICKET_DEFAULTS };
}
