import { KICK_RECEIPTS, type KickEvent, kickEventSchemas, type KickReceipt, Topic } from '@app/contracts';
import type { Recorded } from '../../core/event-types.js';
import { type ChangeNotice, defineProjection } from '../../core/projections/projection.js';
import type { ReadStore } from '../../core/read-store/read-store.js';

export const KICK_CHANNEL = 'kickChannel';
export const KICK_LINKS = 'kickLinks';
export const KICK_CODES = 'kickCodes';
export const KICK_INBOX = 'kickInbox';
export const KICK_SETTINGS = 'kickSettings';

export interface KickChannelDoc {
  _id: 'status' | 'webhook';
  live?: boolean;
  title?: string;
  startedAt?: string | null;
  lastWebhookAt?: string;
  [key: string]: unknown;
}
export interface KickLinkDoc {
  _id: string;
  kickUserId: number;
  kickUsername: string;
  linkedAt: string;
  [key: string]: unknown;
}
export interface KickCodeDoc {
  _id: string;
  code: string;
  expiresAt: string;
  [key: string]: unknown;
}
/** A delivery recorded but not yet processed: what the start-up sweep picks up after a crash. */
export interface KickInboxDoc {
  _id: string;
  position: number;
  [key: string]: unknown;
}

const RECEIPTS: ReadonlySet<string> = new Set(KICK_RECEIPTS);
const isReceipt = (e: KickEvent): e is KickReceipt => RECEIPTS.has(e.type);
const staff: ChangeNotice = { topic: Topic.adminKick, rooms: ['staff'] };
const member = (userId: string): ChangeNotice[] => [{ topic: Topic.kickLink, rooms: [`user:${userId}`] }, staff];

/** Whole-document $sets and deletes keyed by id: applying an event twice changes nothing. */
async function write(event: Recorded<KickEvent>, store: ReadStore): Promise<ChangeNotice[]> {
  const e = event;
  const at = event.metadata.at;
  if (isReceipt(e)) {
    await store
      .collection<KickInboxDoc>(KICK_INBOX)
      .updateOne({ _id: e.data.messageId }, { $set: { position: event.position } }, { upsert: true });
    await store
      .collection<KickChannelDoc>(KICK_CHANNEL)
      .updateOne({ _id: 'webhook' }, { $set: { lastWebhookAt: at } }, { upsert: true });
    return [staff];
  }
  switch (e.type) {
    case 'KickMessageProcessed':
      await store.collection<KickInboxDoc>(KICK_INBOX).deleteOne({ _id: e.data.messageId });
      return [];
    case 'KickLiveStatusChanged': {
      const { live, title, startedAt } = e.data;
      await store
        .collection<KickChannelDoc>(KICK_CHANNEL)
        .updateOne({ _id: 'status' }, { $set: { live, title, startedAt } }, { upsert: true });
      return [{ topic: Topic.kickStatus, rooms: ['public'] }, staff];
    }
    case 'KickSettingsChanged':
      await store
        .collection(KICK_SETTINGS)
        .updateOne({ _id: 'main' }, { $set: { ...e.data, revision: e.revision } }, { upsert: true });
      return [staff];
    case 'KickAccountLinked': {
      const { userId, kickUserId, kickUsername } = e.data;
      await store
        .collection<KickLinkDoc>(KICK_LINKS)
        .updateOne({ _id: userId }, { $set: { kickUserId, kickUsername, linkedAt: at } }, { upsert: true });
      await store.collection<KickCodeDoc>(KICK_CODES).deleteOne({ _id: userId });
      return member(userId);
    }
    case 'KickAccountUnlinked':
      await store.collection<KickLinkDoc>(KICK_LINKS).deleteOne({ _id: e.data.userId });
      return member(e.data.userId);
    case 'KickLinkCodeIssued': {
      const { userId, code, expiresAt } = e.data;
      await store.collection<KickCodeDoc>(KICK_CODES).updateOne({ _id: userId }, { $set: { code, expiresAt } }, { upsert: true });
      return member(userId);
    }
    default:
      return [];
  }
}

export const kickProjection = defineProjection({
  name: 'kick',
  version: 3, // 2: an erased member's link is deleted (it kept the Kick id); 3: the settings' revision
  collections: [KICK_CHANNEL, KICK_LINKS, KICK_CODES, KICK_INBOX, KICK_SETTINGS],
  indexes: [{ collection: KICK_INBOX, keys: { position: 1 } }],
  handles: [
    ...KICK_RECEIPTS,
    'KickMessageProcessed',
    'KickLiveStatusChanged',
    'KickSettingsChanged',
    'KickAccountLinked',
    'KickAccountUnlinked',
    'KickLinkCodeIssued',
    'MemberErased',
  ] satisfies (keyof typeof kickEventSchemas | 'MemberErased')[],
  async apply(event, store) {
    if (event.type !== 'MemberErased') return write(event, store);
    // KVKK: the link goes (its Kick id must not stay beside the member); the account's claim, in the key
    // store, is freed by the erasure too, so the account may be linked again (docs/privacy.md).
    const { userId } = event.data;
    await store.collection<KickLinkDoc>(KICK_LINKS).deleteOne({ _id: userId });
    return member(userId);
  },
});
