import { z } from 'zod';
import { DrawWin } from '../draws/index.js';
import { LedgerRow } from '../points/index.js';
import { UserReward } from '../rewards/index.js';
import { MyTicketNumber, TicketApplication } from '../tickets/index.js';
import { SocialVerification } from '../verification/index.js';

const ExportAccount = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  streamUrl: z.string().nullable(),
  role: z.string(),
  points: z.number().int(),
  telegramVerified: z.boolean(),
  telegramUsername: z.string().nullable(),
  banned: z.boolean(),
  createdAt: z.string(),
});

const ExportParticipation = z.object({
  eventId: z.string(),
  /** The event's title when the export was made (null if staff deleted the event). */
  eventTitle: z.string().nullable(),
  message: z.string(),
  telegramUsername: z.string().nullable(),
  createdAt: z.string(),
});

const ExportPrediction = z.object({
  huntId: z.string(),
  huntTitle: z.string().nullable(),
  finalWin: z.number(),
  bestSlotId: z.string(),
  bestSlotName: z.string().nullable(),
  submittedAt: z.string(),
});

const ExportKickLink = z.object({ kickUserId: z.number(), kickUsername: z.string(), linkedAt: z.string() });

const ExportSession = z.object({
  id: z.string(),
  startedAt: z.string(),
  lastSeenAt: z.string().nullable(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** Coarse: the /24 of an IPv4 address, the /48 of an IPv6 one. */
  address: z.string().nullable(),
});

/**
 * GET /api/me/export: one JSON file of everything the site keeps about the member (KVKK art. 11), with
 * English keys and UTC times for portability; "Verilerimi Görüntüle" shows the same data in Turkish.
 */
export const MemberDataExport = z.object({
  exportedAt: z.string(),
  account: ExportAccount,
  pointsHistory: z.array(LedgerRow),
  ticketApplications: z.array(TicketApplication),
  ticketNumbers: z.array(MyTicketNumber),
  purchases: z.array(UserReward),
  verifications: z.array(SocialVerification),
  eventParticipations: z.array(ExportParticipation),
  drawWins: z.array(DrawWin),
  huntPredictions: z.array(ExportPrediction),
  kickLink: ExportKickLink.nullable(),
  sessions: z.array(ExportSession),
});
export type MemberDataExport = z.infer<typeof MemberDataExport>;
