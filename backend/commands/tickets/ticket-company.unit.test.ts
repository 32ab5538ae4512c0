import { describe, it } from 'vitest';
import { given } from '../../test-support/given-when-then.js';
import { type TicketCompanyEvent, type TicketCompanyFields, ticketCompanyDecider } from './ticket-company.js';
import { ticketSettingsDecider } from './ticket-settings.js';

const fields: TicketCompanyFields = {
  name: 'Yıldız Bilet',
  logoUrl: '/uploads/x.png',
  contentImage: null,
  websiteUrl: null,
  ticketPrice: 500,
  status: 'active',
  sortOrder: 0,
};
const created: TicketCompanyEvent = { type: 'TicketCompanyCreated', data: { companyId: 'c1', ...fields } };

describe('ticket company decider', () => {
  it('creates a company', () =>
    given(ticketCompanyDecider).when({ type: 'CreateTicketCompany', companyId: 'c1', fields }).then([created]));

  it('records only the fields that change (the status toggle sends only status)', () =>
    given(ticketCompanyDecider, [created])
      .when({ type: 'UpdateTicketCompany', changes: { status: 'inactive', name: 'Yıldız Bilet' } })
      .then([{ type: 'TicketCompanyUpdated', data: { companyId: 'c1', changes: { status: 'inactive' } } }]));

  it('records nothing when nothing changes', () =>
    given(ticketCompanyDecider, [created])
      .when({ type: 'UpdateTicketCompany', changes: { ticketPrice: 500 } })
      .then([]));

  it('refuses to change or delete a deleted or unknown company (404)', () => {
    const deleted: TicketCompanyEvent = { type: 'TicketCompanyDeleted', data: { companyId: 'c1' } };
    given(ticketCompanyDecider, [created, deleted])
      .when({ type: 'UpdateTicketCompany', changes: { name: 'X' } })
      .thenFails(404, 'Bilet firması bulunamadı.');
    given(ticketCompanyDecider, [created, deleted]).when({ type: 'DeleteTicketCompany' }).thenFails(404);
    given(ticketCompanyDecider).when({ type: 'DeleteTicketCompany' }).thenFails(404);
  });
});

describe('ticket settings decider', () => {
  const settings = { ticketPrice: 250, minimumInvestment: 50, infoMessage: '1 Bilet = 250₺' };
  it('records a change of the settings (the points per ticket left as they were)', () =>
    given(ticketSettingsDecider)
      .when({ type: 'ChangeTicketSettings', settings })
      .then([{ type: 'TicketSettingsChanged', data: { ...settings, pointsPerTicket: 10 } }]));

  it('records nothing when saving the defaults unchanged', () =>
    given(ticketSettingsDecider)
      .when({
        type: 'ChangeTicketSettings',
        settings: { ticketPrice: 500, minimumInvestment: 100, infoMessage: '1 Bilet = 500₺' },
      })
      .then([]));
});
