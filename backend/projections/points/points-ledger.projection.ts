import { Topic } from '@app/contracts';
import type { RecordedEvent } from '../../core/event-store/event-store.js';
import { type ChangeNotice, defineProjection } from '../../core/projections/projection.js';
import type { ReadStore } from '../../core/read-store/read-store.js';
import { CONTEXT_EVENTS, LEDGER_EVENTS, type LedgerEntry, ledgerEntryOf, type SourceContext, sourceContextOf } from './ledger-entries.js';

export const LEDGER_ROWS = 'pointsLedger';
export const LEDGER_HEADS = 'pointsLedgerHeads';
export const LEDGER_SOURCES = 'pointsLedgerSources';

export interface LedgerRowDoc extends LedgerEntry {
  _id: string;
  /** 1, 2, 3, ... per member: row n's id is `<userId>:<n>`, so a page is a list of ids, never a scan. */
  seq: number;
  at: string;
  position: number;
  [key: string]: unknown;
}

/** Per member: how many rows there are, and the log position of the last one (the replay guard). */
interface HeadDoc {
  _id: string;
  count: number;
  position: number;
  [key: string]: unknown;
}

interface SourceDoc extends SourceContext {
  _id: string;
  [key: string]: unknown;
}

export const ledgerRowId = (userId: string, seq: number) => `${userId}:${seq}`;

/**
 * Appends row n+1 unless the member's head already saw this event. The row is written before the head:
 * when a crash falls between the two, the replay computes the same n and rewrites the same row.
 */
async function appendRow(store: ReadStore, event: RecordedEvent, entry: LedgerEntry): Promise<boolean> {
  const heads = store.collection<HeadDoc>(LEDGER_HEADS);
  const head = await heads.findOne({ _id: entry.userId });
  if (head && head.position >= event.position) return false;
  const seq = (head?.count ?? 0) + 1;
  const row = { ...entry, seq, at: event.metadata.at, position: event.position };
  await store.collection<LedgerRowDoc>(LEDGER_ROWS).updateOne({ _id: ledgerRowId(entry.userId, seq) }, { $set: row }, { upsert: true });
  await heads.updateOne({ _id: entry.userId }, { $set: { count: seq, position: event.position } }, { upsert: true });
  return true;
}

async function apply(event: RecordedEvent, store: ReadStore): Promise<ChangeNotice[]> {
  const sources = store.collection<SourceDoc>(LEDGER_SOURCES);
  const source = sourceContextOf(event.type, event.data);
  if (source) {
    await sources.updateOne({ _id: source.sourceId }, { $set: { ...source.context } }, { upsert: true });
    return [];
  }
  // A staff adjustment has no source: its words are its own.
  const sourceId = (event.data as { sourceId?: string }).sourceId;
  const context = sourceId ? await sources.findOne({ _id: sourceId }) : null;
  const entry = ledgerEntryOf(event.type, event.data, context);
  if (!entry || !(await appendRow(store, event, entry))) return [];
  return [{ topic: Topic.pointsLedger, rooms: [`user:${entry.userId}`] }];
}

/** Every change of every member's balance as a row: what the profile's "Puan Geçmişi" lists. */
export const pointsLedgerProjection = defineProjection({
  name: 'points-ledger',
  // v2: staff adjustments (PointsAdjusted).
  version: 2,
  collections: [LEDGER_ROWS, LEDGER_HEADS, LEDGER_SOURCES],
  handles: [...LEDGER_EVENTS, ...CONTEXT_EVENTS],
  apply,
});

/** The member's rows older than row `before` (all when absent), newest first. */
export async function ledgerPage(read: ReadStore, userId: string, page: { before?: number; limit: number }) {
  const head = await read.collection<HeadDoc>(LEDGER_HEADS).findOne({ _id: userId });
  const below = Math.min(page.before ?? Number.POSITIVE_INFINITY, (head?.count ?? 0) + 1);
  const ids: string[] = [];
  for (let seq = below - 1; seq >= 1 && ids.length < page.limit; seq -= 1) ids.push(ledgerRowId(userId, seq));
  if (ids.length === 0) return [];
  const rows = await read.collection<LedgerRowDoc>(LEDGER_ROWS).find({ _id: { $in: ids } }, { sort: { seq: -1 } });
  return rows.map((r) => ({ id: String(r.seq), at: r.at, delta: r.delta, balance: r.balance, reason: r.reason, description: r.description }));
}
