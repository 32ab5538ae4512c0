import { handleCommand } from '../../core/command-handler.js';
import type { CommandContext } from '../../core/decider.js';
import type { Deps } from '../../core/deps.js';
import { storeInlineImage } from '../../core/blob-store/images.js';
import { loadState } from '../../core/load-state.js';
import { type ApplyContext, ticketApplicationDecider, toTicketApplicationStreamId } from './ticket-application.js';
import { type TicketCompanyFields, ticketCompanyDecider, toTicketCompanyStreamId } from './ticket-company.js';
import { TICKET_SETTINGS_STREAM, type TicketSettingsCommand, ticketSettingsDecider } from './ticket-settings.js';

/** Inline `data:` images become stored blobs before they reach an event. */
async function withStoredImages<T extends Partial<TicketCompanyFields>>(deps: Deps, fields: T): Promise<T> {
  const out = { ...fields };
  if (out.logoUrl !== undefined) out.logoUrl = await storeInlineImage<string>(deps.blobs, out.logoUrl);
  if (out.contentImage !== undefined) out.contentImage = await storeInlineImage(deps.blobs, out.contentImage);
  return out;
}

export async function createTicketCompany(deps: Deps, fields: TicketCompanyFields, ctx: CommandContext) {
  const companyId = deps.newId();
  const stored = await withStoredImages(deps, fields);
  const r = await handleCommand(
    deps.events,
    toTicketCompanyStreamId(companyId),
    ticketCompanyDecider,
    { type: 'CreateTicketCompany', companyId, fields: stored },
    ctx,
  );
  return { companyId, position: r.position };
}

export async function updateTicketCompany(
  deps: Deps,
  companyId: string,
  changes: Partial<TicketCompanyFields>,
  ctx: CommandContext,
) {
  const stored = await withStoredImages(deps, changes);
  return handleCommand(
    deps.events,
    toTicketCompanyStreamId(companyId),
    ticketCompanyDecider,
    { type: 'UpdateTicketCompany', changes: stored },
    ctx,
  );
}

export const deleteTicketCompany = (deps: Deps, companyId: string, ctx: CommandContext) =>
  handleCommand(deps.events, toTicketCompanyStreamId(companyId), ticketCompanyDecider, { type: 'DeleteTicketCompany' }, ctx);

export const loadTicketSettings = (deps: Deps) => loadState(deps.events, TICKET_SETTINGS_STREAM, ticketSettingsDecider);

export const changeTicketSettings = (deps: Deps, settings: TicketSettingsCommand['settings'], ctx: CommandContext) =>
  handleCommand(deps.events, TICKET_SETTINGS_STREAM, ticketSettingsDecider, { type: 'ChangeTicketSettings', settings }, ctx);

/** The company and settings as the write side knows them, for the decider to judge the application. */
async function applyContext(deps: Deps, companyId: string): Promise<ApplyContext> {
  const [company, settings] = await Promise.all([
    loadState(deps.events, toTicketCompanyStreamId(companyId), ticketCompanyDecider),
    loadTicketSettings(deps),
  ]);
  return {
    company: company.status === 'exists' ? { id: company.companyId, ...company.fields } : null,
    settings,
  };
}

export async function submitTicketApplication(
  deps: Deps,
  input: { userId: string; ticketCompanyId: string; username: string; investmentAmount: number },
  ctx: CommandContext,
) {
  const applicationId = deps.newId();
  const lookup = await applyContext(deps, input.ticketCompanyId);
  const r = await handleCommand(
    deps.events,
    toTicketApplicationStreamId(applicationId),
    ticketApplicationDecider,
    {
      type: 'SubmitTicketApplication',
      applicationId,
      userId: input.userId,
      username: input.username,
      investmentAmount: input.investmentAmount,
      lookup,
    },
    ctx,
  );
  return { applicationId, position: r.position };
}

export const rejectTicketApplication = (deps: Deps, applicationId: string, adminNote: string | null, ctx: CommandContext) =>
  handleCommand(
    deps.events,
    toTicketApplicationStreamId(applicationId),
    ticketApplicationDecider,
    { type: 'RejectTicketApplication', adminNote },
    ctx,
  );

export const deleteTicketApplication = (deps: Deps, applicationId: string, ctx: CommandContext) =>
  handleCommand(
    deps.events,
    toTicketApplicationStreamId(applicationId),
    ticketApplicationDecider,
    { type: 'DeleteTicketApplication' },
    ctx,
  );
