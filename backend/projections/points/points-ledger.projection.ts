import { Topic } from '@app/contracts';
import { type LogEvent, ofType } from '../../core/event-types.js';
import { BatchDocs } from '../../core/projections/batch-docs.js';
import { type ChangeNotice, defineProjection } from '../../core/projections/projection.js';
import type { ReadStore } from '../../core/read-store/read-store.js';
import {
  CONTEXT_EVENTS,
  LEDGER_EVENTS,
  type LedgerEntry,
  ledgerEntryOf,
  type SourceContext,
  sourceContextOf,
} from './ledger-entries.js';

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
 * A batch's ledger in memory: the members' heads and the sources' context, each read once before the
 * events are worked through and written once after (see BatchDocs), and the rows it appends, in order.
 */
class Ledger {
  readonly heads: BatchDocs<HeadDoc>;
  readonly sources: BatchDocs<SourceDoc>;
  private readonly rows: [id: string, row: Omit<LedgerRowDoc, '_id'>][] = [];

  constructor(private readonly store: ReadStore) {
    this.heads = new BatchDocs(store.collection<HeadDoc>(LEDGER_HEADS));
    this.sources = new BatchDocs(store.collection<SourceDoc>(LEDGER_SOURCES));
  }

  /** The heads and sources the batch's ledger events read. */
  async load(events: Handled[]) {
    const ledgerEvents = events.filter(isLedger).map((e) => e.data);
    await this.heads.load(ledgerEvents.map((d) => d.userId));
    await this.sources.load(ledgerEvents.flatMap((d) => ('sourceId' in d ? [d.sourceId] : [])));
  }

  /** Row n+1 of the member, unless their head already saw this event. */
  append(event: Handled, entry: LedgerEntry): boolean {
    const head = this.heads.get(entry.userId);
    if (head && head.position >= event.position) return false;
    const seq = (head?.count ?? 0) + 1;
    // Field by field, in the entry's order: a spread and three more fields took V8's slow path for each row.
    const { userId, balance, delta, reason, description } = entry;
    this.rows.push([
      ledgerRowId(userId, seq),
      { userId, balance, delta, reason, description, seq, at: event.metadata.at, position: event.position },
    ]);
    this.heads.set(entry.userId, { count: seq, position: event.position });
    return true;
  }

  /**
   * The rows are written before the heads: when a failure falls between the two, the replay computes the
   * same n and rewrites the same rows.
   */
  async flush() {
    const rows = this.store.collection<LedgerRowDoc>(LEDGER_ROWS);
    for (const [_id, row] of this.rows) await rows.updateOne({ _id }, { $set: row }, { upsert: true });
    await this.heads.flush();
    await this.sources.flush();
  }
}
const isLedger = ofType(LEDGER_EVENTS);
type Handled = LogEvent<(typeof LEDGER_EVENTS)[number] | (typeof CONTEXT_EVENTS)[number]>;

function applyOne(ledger: Ledger, event: Handled): ChangeNotice | null {
  if (!isLedger(event)) {
    const source = sourceContextOf(event);
    ledger.sources.set(source.sourceId, { ...source.context });
    return null;
  }
  // A staff adjustment has no source: its words are its own.
  const context = 'sourceId' in event.data ? ledger.sources.get(event.data.sourceId) : null;
  const entry = ledgerEntryOf(event, context);
  if (!ledger.append(event, entry)) return null;
  return { topic: Topic.pointsLedger, rooms: [`user:${entry.userId}`] };
}

/** A batch's rows are worked out in memory, event by event, and written once (a rebuild reads tens of thousands). */
async function applyBatch(events: Handled[], store: ReadStore): Promise<ChangeNotice[]> {
  const ledger = new Ledger(store);
  await ledger.load(events);
  const notices: ChangeNotice[] = [];
  for (const event of events) {
    const notice = applyOne(ledger, event);
    if (notice) notices.push(notice);
  }
  await ledger.flush();
  return notices;
}

/** Every change of every member's balance as a row: what the profile's "Puan Geçmişi" lists. */
export const pointsLedgerProjection = defineProjection({
  name: 'points-ledger',
  // v2: staff adjustments (PointsAdjusted).
  version: 2,
  collections: [LEDGER_ROWS, LEDGER_HEADS, LEDGER_SOURCES],
  handles: [...LEDGER_EVENTS, ...CONTEXT_EVENTS],
  apply: (event, store) => applyBatch([event], store),
  applyBatch,
});

/** The member's rows older than row `before` (all when absent), newest first. */
export async function ledgerPage(read: ReadStore, userId: string, page: { before?: number; limit: number }) {
  const head = await read.collection<HeadDoc>(LEDGER_HEADS).findOne({ _id: userId });
  const below = Math.min(page.before ?? Number.POSITIVE_INFINITY, (head?.count ?? 0) + 1);
  const ids: string[] = [];
  for (let seq = below - 1; seq >= 1 && ids.length < page.limit; seq -= 1) ids.push(ledgerRowId(userId, seq));
  if (ids.length === 0) return [];
  const rows = await read.collection<LedgerRowDoc>(LEDGER_ROWS).find({ _id: { $in: ids } }, { sort: { seq: -1 } });
  return rows.map((r) => ({
    id: String(r.seq),
    at: r.at,
    delta: r.delta,
    balance: r.balance,
    reason: r.reason,
    description: r.description,
  }));
}
