import { type AdminKickSettings, KICK_SETTING_DEFAULTS, type KickLink, type KickLinkedMember } from '@app/contracts';
import type { ReadStore } from '../../core/read-store/read-store.js';
import { type UserDoc, USERS } from '../accounts/users.projection.js';
import {
  KICK_CHANNEL,
  KICK_CODES,
  KICK_INBOX,
  KICK_LINKS,
  KICK_SETTINGS,
  type KickChannelDoc,
  type KickCodeDoc,
  type KickInboxDoc,
  type KickLinkDoc,
} from './kick.projection.js';

export async function liveStatus(read: ReadStore) {
  const doc = await read.collection<KickChannelDoc>(KICK_CHANNEL).findOne({ _id: 'status' });
  return {
    live: doc?.live ?? false,
    title: doc?.live ? (doc.title ?? null) : null,
    startedAt: doc?.live ? (doc.startedAt ?? null) : null,
  };
}

export async function lastWebhookAt(read: ReadStore) {
  return (await read.collection<KickChannelDoc>(KICK_CHANNEL).findOne({ _id: 'webhook' }))?.lastWebhookAt ?? null;
}

/** The member's link and current code (a code past its time is not shown). */
export async function memberKickLink(read: ReadStore, userId: string, now: Date): Promise<KickLink> {
  const link = await read.collection<KickLinkDoc>(KICK_LINKS).findOne({ _id: userId });
  const code = link ? null : await read.collection<KickCodeDoc>(KICK_CODES).findOne({ _id: userId });
  const valid = code && Date.parse(code.expiresAt) > now.getTime() ? code : null;
  return {
    linked: !!link,
    kickUsername: link?.kickUsername ?? null,
    code: valid?.code ?? null,
    codeExpiresAt: valid?.expiresAt ?? null,
  };
}

/** The settings with the revision of their stream (-1 while never saved: an edit expects no stream then). */
export async function kickSettings(read: ReadStore): Promise<AdminKickSettings> {
  const doc = await read.collection<AdminKickSettings & { _id: string }>(KICK_SETTINGS).findOne({ _id: 'main' });
  if (!doc) return { ...KICK_SETTING_DEFAULTS, revision: -1 };
  const { _id, ...settings } = doc;
  return settings;
}

export async function linkedMembers(read: ReadStore): Promise<KickLinkedMember[]> {
  const links = await read.collection<KickLinkDoc>(KICK_LINKS).find({}, { sort: { linkedAt: -1 } });
  const users = await read.collection<UserDoc>(USERS).find({ _id: { $in: links.map((l) => l._id) } });
  const names = new Map(users.map((u) => [u._id, u.username]));
  return links.map((l) => ({
    userId: l._id,
    username: names.get(l._id) ?? null,
    kickUserId: l.kickUserId,
    kickUsername: l.kickUsername,
    linkedAt: l.linkedAt,
  }));
}

/** Deliveries recorded but not processed, oldest first (the start-up sweep after a crash). */
export async function pendingKickMessages(read: ReadStore): Promise<string[]> {
  const docs = await read.collection<KickInboxDoc>(KICK_INBOX).find({}, { sort: { position: 1 } });
  return docs.map((d) => d._id);
}
