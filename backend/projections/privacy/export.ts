import type { MemberDataExport } from '@app/contracts';
import type { ReadStore } from '../../core/read-store/read-store.js';
import { publicSessionId, SESSIONS, type SessionDoc } from '../accounts/sessions.projection.js';
import type { UserDoc } from '../accounts/users.projection.js';
import { listWins } from '../draws/queries.js';
import { EVENTS, type EventDoc, PARTICIPATIONS, type ParticipationDoc } from '../events/events.projection.js';
import { HUNTS, HUNT_PREDICTIONS, type HuntDoc, type PredictionDoc } from '../hunts/hunt-doc.js';
import { KICK_LINKS, type KickLinkDoc } from '../kick/kick.projection.js';
import { ledgerPage } from '../points/points-ledger.projection.js';
import { listUserRewards } from '../rewards/queries.js';
import { listOwnApplications, listOwnNumbers } from '../tickets/queries.js';
import { myVerifications } from '../verification/queries.js';

/** A read of some part of a member's data, for the export. New slices that keep personal data add one. */
export type MemberDataPart = (read: ReadStore, user: UserDoc) => Promise<unknown>;

const LEDGER_CHUNK = 500;

async function allLedgerRows(read: ReadStore, userId: string) {
  const rows = [];
  let before: number | undefined;
  for (;;) {
    const page = await ledgerPage(read, userId, { before, limit: LEDGER_CHUNK });
    rows.push(...page);
    if (page.length < LEDGER_CHUNK) return rows;
    before = Number(page.at(-1)!.id);
  }
}

/**
 * Everything the site keeps about one member (KVKK art. 11), each part read from the read model that
 * serves it: the same data the member's own screens show, all of it, and nobody else's.
 */
export const memberDataParts: Record<keyof Omit<MemberDataExport, 'exportedAt'>, MemberDataPart> = {
  account: (_read, u) =>
    Promise.resolve({
      id: u._id,
      username: u.username,
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      phone: u.phone,
      streamUrl: u.streamUrl,
      role: u.role,
      points: u.points ?? 0,
      telegramVerified: u.telegramVerified === true,
      telegramUsername: u.telegramUsername ?? null,
      banned: u.banned === true,
      createdAt: u.createdAt,
    }),
  pointsHistory: (read, u) => allLedgerRows(read, u._id),
  ticketApplications: (read, u) => listOwnApplications(read, u._id),
  ticketNumbers: (read, u) => listOwnNumbers(read, u._id),
  purchases: (read, u) => listUserRewards(read, u._id),
  verifications: (read, u) => myVerifications(read, u),
  eventParticipations: async (read, u) => {
    const rows = await read.collection<ParticipationDoc>(PARTICIPATIONS).find({ userId: u._id }, { sort: { createdAt: 1 } });
    const events = await read
      .collection<EventDoc>(EVENTS)
      .find({ _id: { $in: rows.map((p) => p.eventId) } }, { projection: { title: 1 } });
    const titles = new Map(events.map((e) => [e._id, e.title]));
    return rows.map((p) => ({
      eventId: p.eventId,
      eventTitle: titles.get(p.eventId) ?? null,
      message: p.message,
      telegramUsername: p.telegramUsername,
      createdAt: p.createdAt,
    }));
  },
  drawWins: (read, u) => listWins(read, u._id),
  huntPredictions: async (read, u) => {
    const rows = await read.collection<PredictionDoc>(HUNT_PREDICTIONS).find({ userId: u._id }, { sort: { submittedAt: 1 } });
    const hunts = await read
      .collection<HuntDoc>(HUNTS)
      .find({ _id: { $in: rows.map((p) => p.huntId) } }, { projection: { title: 1, slots: 1 } });
    const byId = new Map(hunts.map((h) => [h._id, h]));
    return rows.map((p) => {
      const hunt = byId.get(p.huntId);
      return {
        huntId: p.huntId,
        huntTitle: hunt?.title ?? null,
        finalWin: p.finalWin,
        bestSlotId: p.bestSlotId,
        bestSlotName: hunt?.slots.find((s) => s.id === p.bestSlotId)?.name ?? null,
        submittedAt: p.submittedAt,
      };
    });
  },
  kickLink: async (read, u) => {
    const link = await read.collection<KickLinkDoc>(KICK_LINKS).findOne({ _id: u._id });
    return link ? { kickUserId: link.kickUserId, kickUsername: link.kickUsername, linkedAt: link.linkedAt } : null;
  },
  sessions: async (read, u) =>
    (await read.collection<SessionDoc>(SESSIONS).find({ userId: u._id }, { sort: { startedAt: 1 } })).map((s) => ({
      // The public id, as "Oturumlarım" names it: the session id is the cookie's secret part.
      id: s.publicId ?? publicSessionId(s._id),
      startedAt: s.startedAt,
      lastSeenAt: s.lastSeenAt ?? null,
      browser: s.browser ?? null,
      os: s.os ?? null,
      address: s.address ?? null,
    })),
};

export async function exportMemberData(read: ReadStore, user: UserDoc, now: Date, extra: Record<string, MemberDataPart> = {}) {
  const parts = { ...memberDataParts, ...extra };
  const out: Record<string, unknown> = { exportedAt: now.toISOString() };
  for (const [name, part] of Object.entries(parts)) out[name] = await part(read, user);
  return out;
}
