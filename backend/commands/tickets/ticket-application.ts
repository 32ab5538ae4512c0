import {
  type TicketApplicationApprovedV1,
  type TicketApplicationApprovedV2,
  upcastTicketApplicationApproved,
} from '@app/contracts';
import type { z } from 'zod';
import { formatTl, TICKET_LIMITS, ticketCountFor } from './rules.js';
import type { Decider } from '../../core/decider.js';
import { conflict, DomainError, notFound } from '../../core/errors.js';

export const toTicketApplicationStreamId = (id: string) => `ticketApplication-${id}`;

interface Submitted {
  applicationId: string;
  userId: string;
  username: string;
  ticketCompanyId: string;
  companyName: string;
  investmentAmount: number;
  ticketPrice: number;
  ticketCount: number;
}

export type TicketApplicationEvent =
  | { type: 'TicketApplicationSubmitted'; data: Submitted }
  | {
      type: 'TicketApplicationApproved';
      data: z.infer<typeof TicketApplicationApprovedV1> | z.infer<typeof TicketApplicationApprovedV2>;
    }
  | { type: 'TicketApplicationRejected'; data: { applicationId: string; userId: string; adminNote: string | null } }
  | { type: 'TicketApplicationDeleted'; data: { applicationId: string; userId: string } };

/** What the command handler looked up for the decider: the company as its stream says, and the settings. */
export interface ApplyContext {
  company: { id: string; name: string; status: 'active' | 'inactive'; ticketPrice: number | null } | null;
  settings: { ticketPrice: number; minimumInvestment: number };
}

export type TicketApplicationCommand =
  | {
      type: 'SubmitTicketApplication';
      applicationId: string;
      userId: string;
      username: string;
      investmentAmount: number;
      lookup: ApplyContext;
    }
  /** `points`: what the approval earns the member, recorded with it so it can never be lost. */
  | { type: 'ApproveTicketApplication'; numbers: number[]; adminNote: string | null; points: number }
  | { type: 'RejectTicketApplication'; adminNote: string | null }
  | { type: 'DeleteTicketApplication' };

export type TicketApplicationState =
  | { status: 'none' }
  | { status: 'deleted'; applicationId: string }
  | ({ status: 'pending' | 'approved' | 'rejected'; numbers: number[]; points: number } & Submitted);

export const APPLICATION_NOT_FOUND = 'Bilet başvurusu bulunamadı.';
const ALREADY_DECIDED: Record<string, string> = {
  approved: 'Bu başvuru zaten onaylanmış.',
  rejected: 'Bu başvuru zaten reddedilmiş.',
};

function submit(command: Extract<TicketApplicationCommand, { type: 'SubmitTicketApplication' }>): TicketApplicationEvent[] {
  const { company, settings } = command.lookup;
  if (!company) throw notFound('Bilet firması bulunamadı.');
  if (company.status !== 'active') throw new DomainError('domain_rule', 'Bu firma şu anda başvuru kabul etmiyor.');
  const { minimumInvestment } = settings;
  if (command.investmentAmount < minimumInvestment) {
    throw new DomainError('domain_rule', `Minimum yatırım tutarı ${formatTl(minimumInvestment)}₺'dir.`);
  }
  const ticketPrice = company.ticketPrice ?? settings.ticketPrice;
  const ticketCount = ticketCountFor(command.investmentAmount, ticketPrice, minimumInvestment);
  if (ticketCount < 1) {
    throw new DomainError('domain_rule', `Bu tutar en az bir bilete yetmiyor (1 Bilet = ${formatTl(ticketPrice)}₺).`);
  }
  if (ticketCount > TICKET_LIMITS.maxTicketsPerApplication) {
    const max = formatTl(TICKET_LIMITS.maxTicketsPerApplication);
    throw new DomainError('domain_rule', `Bir başvuruda en fazla ${max} bilet alınabilir.`);
  }
  const { applicationId, userId, username, investmentAmount } = command;
  const data = {
    applicationId,
    userId,
    username,
    ticketCompanyId: company.id,
    companyName: company.name,
    investmentAmount,
    ticketPrice,
    ticketCount,
  };
  return [{ type: 'TicketApplicationSubmitted', data }];
}

/** Approve and reject are offered only while pending (spec §4); anything else is a 409. */
function requirePending(state: TicketApplicationState) {
  if (state.status === 'none' || state.status === 'deleted') throw notFound(APPLICATION_NOT_FOUND);
  if (state.status !== 'pending') throw conflict(ALREADY_DECIDED[state.status]!);
  return state;
}

export const ticketApplicationDecider: Decider<TicketApplicationCommand, TicketApplicationEvent, TicketApplicationState> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'TicketApplicationSubmitted':
        return { status: 'pending', numbers: [], points: 0, ...event.data };
      case 'TicketApplicationApproved': {
        const { numbers, points } = upcastTicketApplicationApproved(event.data);
        return state.status === 'pending' ? { ...state, status: 'approved', numbers, points } : state;
      }
      case 'TicketApplicationRejected':
        return state.status === 'pending' ? { ...state, status: 'rejected' } : state;
      case 'TicketApplicationDeleted':
        return { status: 'deleted', applicationId: event.data.applicationId };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'SubmitTicketApplication':
        if (state.status !== 'none') return []; // a retried request with the same id: already recorded
        return submit(command);
      case 'ApproveTicketApplication': {
        const s = requirePending(state);
        // The numbers come from the sequence, allocated for exactly this application's count.
        if (command.numbers.length !== s.ticketCount)
          throw new Error(`Expected ${s.ticketCount} numbers, got ${command.numbers.length}`);
        if (!Number.isInteger(command.points) || command.points < 0) throw new Error(`Cannot award ${command.points} points`);
        const { numbers, adminNote, points } = command;
        return [
          {
            type: 'TicketApplicationApproved',
            data: { applicationId: s.applicationId, userId: s.userId, numbers, adminNote, points },
          },
        ];
      }
      case 'RejectTicketApplication': {
        const s = requirePending(state);
        return [
          {
            type: 'TicketApplicationRejected',
            data: { applicationId: s.applicationId, userId: s.userId, adminNote: command.adminNote },
          },
        ];
      }
      case 'DeleteTicketApplication':
        if (state.status === 'none' || state.status === 'deleted') throw notFound(APPLICATION_NOT_FOUND);
        return [{ type: 'TicketApplicationDeleted', data: { applicationId: state.applicationId, userId: state.userId } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
