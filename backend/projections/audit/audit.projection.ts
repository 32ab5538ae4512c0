import { AUDIT_TYPES, type AuditType, isEventType, isStaff, type Role, Topic } from '@app/contracts';
import type { LogEvent } from '../../core/event-types.js';
import { BatchDocs } from '../../core/projections/batch-docs.js';
import { type ChangeNotice, defineProjection } from '../../core/projections/projection.js';
import type { ReadStore } from '../../core/read-store/read-store.js';
import { type AuditTarget, describeAuditEvent } from './audit-entries.js';
import { renameInAudit } from './erasure.js';
import { NAME_EVENTS, nameUpdatesOf } from './names.js';

export const AUDIT_LOG = 'auditLog';
export const AUDIT_NAMES = 'auditNames';
export const AUDIT_ACTORS = 'auditActors';

export interface AuditDoc {
  /** The event's log position, as text; `position` is the same number, for sorting and paging. */
  _id: string;
  position: number;
  at: string;
  actorId: string;
  actorRole: Role;
  type: AuditType;
  summary: string;
  target: AuditTarget;
  [key: string]: unknown;
}

interface NameDoc {
  _id: string;
  title: string | null;
  userId?: string;
  [key: string]: unknown;
}

export interface AuditActorDoc {
  _id: string;
  username: string | null;
  role: Role;
  [key: string]: unknown;
}

const AUDITED = new Set<string>(AUDIT_TYPES);

/** A lookup of the names known; made by a module function (tsx names a function made inside another, at every call). */
const titleIn = (known: Map<string, string | null>) => (key: string) => known.get(key) ?? null;

/** What an event may need named: the member it is about, its actor, and the thing it touches (if named earlier). */
function namesNeeded(event: LogEvent): string[] {
  // The audit reads any event's ids and names by field: every event's data is a record of fields.
  const data: Readonly<Record<string, unknown>> = event.data;
  const keys = new Set<string>();
  if (typeof data.userId === 'string') keys.add(`user:${data.userId}`);
  if (event.metadata.actorId) keys.add(`user:${event.metadata.actorId}`);
  for (const id of [
    'id',
    'companyId',
    'eventId',
    'rewardId',
    'applicationId',
    'purchaseId',
    'verificationId',
    'ruleId',
    'drawId',
  ]) {
    if (typeof data[id] === 'string') for (const kind of KINDS_BY_ID[id]!) keys.add(`${kind}:${data[id]}`);
  }
  return [...keys];
}

/** A batch's audit in memory: the names (read once, written once: see BatchDocs), the rows and the actors. */
class Audit {
  readonly names: BatchDocs<NameDoc>;
  readonly actors: BatchDocs<AuditActorDoc>;
  readonly rows: [id: string, row: Record<string, unknown>][] = [];

  constructor(private readonly store: ReadStore) {
    this.names = new BatchDocs(store.collection<NameDoc>(AUDIT_NAMES));
    this.actors = new BatchDocs(store.collection<AuditActorDoc>(AUDIT_ACTORS));
  }

  /** Names first, then the rows that use them, then the actors: what the events one by one would leave. */
  async flush() {
    await this.names.flush();
    const log = this.store.collection<AuditDoc>(AUDIT_LOG);
    for (const [_id, row] of this.rows) await log.updateOne({ _id }, { $set: row }, { upsert: true });
    await this.actors.flush();
  }
}

/**
 * The audit log: one row per staff command, from the event's metadata (actor id and role, time) and
 * its data (what it touched, in a Turkish sentence). Members' own commands, the system's (start-up,
 * reconcilers, seeding) and the ledger entries a command caused are not rows. Every write is a `$set`
 * keyed by the event, so a replayed event changes nothing.
 */
function applyOne(audit: Audit, event: LogEvent, needed: string[]): ChangeNotice | null {
  const known = new Map<string, string | null>();
  for (const key of needed) {
    const doc = audit.names.get(key);
    if (doc) known.set(key, doc.title);
  }
  const title = titleIn(known);
  const data: Readonly<Record<string, unknown>> = event.data;
  if (NAME_EVENTS.includes(event.type)) {
    for (const u of nameUpdatesOf(event.type, data, (userId) => title(`user:${userId}`))) {
      audit.names.set(u.key, { title: u.title, ...(u.userId && { userId: u.userId }) });
      known.set(u.key, u.title);
    }
  }
  const { actorId, actorRole } = event.metadata;
  if (!AUDITED.has(event.type) || !actorId || !isStaff(actorRole as Role)) return null;
  const described = describeAuditEvent(event.type, data, title);
  if (!described) return null;
  const head: Record<string, unknown> = { position: event.position, at: event.metadata.at, actorId, actorRole, type: event.type };
  // The member the row is about (never shown): a KVKK erasure finds the rows that name them by it.
  if (typeof data.userId === 'string') head.memberId = data.userId;
  audit.rows.push([String(event.position), Object.assign(head, described)]);
  audit.actors.set(actorId, { username: title(`user:${actorId}`), role: actorRole });
  return { topic: Topic.adminAudit, rooms: ['staff'] };
}

/** A batch's names are read first, its events worked through in memory, and everything written once. */
async function applyBatch(events: LogEvent[], store: ReadStore): Promise<ChangeNotice[]> {
  const audit = new Audit(store);
  const needed = events.map(namesNeeded);
  await audit.names.load(needed.flat());
  const notices: ChangeNotice[] = [];
  events.forEach((event, i) => {
    const notice = applyOne(audit, event, needed[i]!);
    if (notice) notices.push(notice);
  });
  await audit.flush();
  for (const event of events) {
    if (event.type !== 'MemberErased') continue;
    const { userId, username, pseudonym } = event.data;
    await renameInAudit(store, { log: AUDIT_LOG, names: AUDIT_NAMES, actors: AUDIT_ACTORS }, userId, username, pseudonym);
    notices.push({ topic: Topic.adminAudit, rooms: ['staff'] });
  }
  return notices;
}

/** Which name kinds an id field of an event can refer to. */
const KINDS_BY_ID: Record<string, string[]> = {
  id: ['card', 'banner', 'slidingBanner', 'company'],
  companyId: ['ticketCompany'],
  eventId: ['event'],
  rewardId: ['reward'],
  applicationId: ['ticketApplication'],
  purchaseId: ['rewardOrder'],
  verificationId: ['verification'],
  ruleId: ['streamingRule'],
  drawId: ['draw'],
};

export const auditProjection = defineProjection({
  name: 'audit',
  // v2: rows and names keep the member they are about (memberId, userId), for a KVKK erasure.
  version: 2,
  collections: [AUDIT_LOG, AUDIT_NAMES, AUDIT_ACTORS],
  // The log pages newest first, optionally by actor or type (the date range narrows within those).
  indexes: [
    { collection: AUDIT_LOG, keys: { position: -1 } },
    { collection: AUDIT_LOG, keys: { actorId: 1, position: -1 } },
    { collection: AUDIT_LOG, keys: { type: 1, position: -1 } },
    { collection: AUDIT_ACTORS, keys: { username: 1, _id: 1 } },
    { collection: AUDIT_LOG, keys: { memberId: 1 } }, // a KVKK erasure's rows
    { collection: AUDIT_NAMES, keys: { userId: 1 } }, // a KVKK erasure's names
  ],
  handles: [...new Set([...NAME_EVENTS, ...AUDIT_TYPES])].filter(isEventType),
  apply: (event, store) => applyBatch([event], store),
  applyBatch,
});
