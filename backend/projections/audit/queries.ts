import type { AuditEntry, AuditType } from '@app/contracts';
import type { Filter, ReadStore } from '../../core/read-store/read-store.js';
import { AUDIT_ACTORS, AUDIT_LOG, type AuditActorDoc, type AuditDoc } from './audit.projection.js';

export interface AuditFilter {
  actor?: string;
  type?: AuditType;
  /** Istanbul days, both included. */
  from?: string;
  to?: string;
}

/**
 * The start of an Istanbul day as an instant. Turkey has kept UTC+3 all year since 2016, so a fixed
 * offset is exact for every date the log can hold.
 */
const istanbulDayStart = (day: string) => new Date(`${day}T00:00:00+03:00`);
const nextDay = (day: string) => new Date(istanbulDayStart(day).getTime() + 24 * 60 * 60 * 1000);

function filterOf(f: AuditFilter, before?: number): Filter {
  const filter: Filter = {};
  if (f.actor) filter.actorId = f.actor;
  if (f.type) filter.type = f.type;
  const at: Record<string, string> = {};
  if (f.from) at.$gte = istanbulDayStart(f.from).toISOString();
  if (f.to) at.$lt = nextDay(f.to).toISOString();
  if (Object.keys(at).length) filter.at = at;
  if (before !== undefined) filter.position = { $lt: before };
  return filter;
}

/** Each staff member's current username (the audit keeps the latest name it saw). */
async function actorsById(read: ReadStore, ids: string[]) {
  const docs = await read.collection<AuditActorDoc>(AUDIT_ACTORS).find({ _id: { $in: [...new Set(ids)] } });
  return new Map(docs.map((d) => [d._id, d.username]));
}

const toEntry = (d: AuditDoc, names: Map<string, string | null>): AuditEntry => ({
  id: d._id,
  at: d.at,
  actor: { id: d.actorId, username: names.get(d.actorId) ?? null, role: d.actorRole },
  type: d.type,
  summary: d.summary,
  target: d.target,
});

/** Newest first; `before` is the `id` of the last row of the previous page. */
export async function auditPage(read: ReadStore, f: AuditFilter & { before?: number; limit: number }): Promise<AuditEntry[]> {
  const docs = await read.collection<AuditDoc>(AUDIT_LOG).find(filterOf(f, f.before), { sort: { position: -1 }, limit: f.limit });
  const names = await actorsById(
    read,
    docs.map((d) => d.actorId),
  );
  return docs.map((d) => toEntry(d, names));
}

/** Every matching row, page by page, newest first (the CSV export streams these). */
export async function* auditPages(read: ReadStore, f: AuditFilter, size = 500): AsyncGenerator<AuditEntry[]> {
  let before: number | undefined;
  for (;;) {
    const rows = await auditPage(read, { ...f, before, limit: size });
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    before = Number(rows.at(-1)!.id);
  }
}

export async function auditActors(read: ReadStore) {
  const docs = await read.collection<AuditActorDoc>(AUDIT_ACTORS).find({}, { sort: { username: 1, _id: 1 } });
  return docs.map((d) => ({ id: d._id, username: d.username, role: d.role }));
}
