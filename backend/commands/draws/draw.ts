import type { DrawEntry, DrawnEntry, DrawSource, SealedSeed } from '@app/contracts';
import { createHash } from 'node:crypto';
import type { Decider } from '../../core/decider.js';
import { conflict, DomainError, notFound } from '../../core/errors.js';

export const toDrawStreamId = (drawId: string) => `draw-${drawId}`;

export const DRAW_MESSAGES = {
  notFound: 'Çekiliş bulunamadı.',
  alreadyDrawn: 'Bu çekiliş zaten yapıldı.',
  cancelled: 'Bu çekiliş iptal edildi; başlatılamaz.',
  drawnNoCancel: 'Yapılmış bir çekiliş iptal edilemez.',
  alreadyCancelled: 'Bu çekiliş zaten iptal edildi.',
  seedMismatch: 'Çekilişin tohumu yayımlanan taahhütle eşleşmiyor; işlem yapılmadı. Çekiliş anahtarı değişmiş olabilir.',
  entriesHashMismatch: 'Katılım listesinin özeti listeyle eşleşmiyor; çekiliş yapılmadı.',
  winnersInconsistent: 'Kazanan listesi katılım listesiyle tutarsız; çekiliş yapılmadı.',
  tooManyEntries: 'Katılım listesi tek bir çekiliş için çok büyük; çekiliş yapılmadı.',
} as const;

export interface DrawDefinition {
  title: string;
  prize: string | null;
  source: DrawSource;
  winnerCount: number;
}

export type DrawEvent =
  | { type: 'DrawCreated'; data: DrawDefinition & { drawId: string; seedHash: string; sealedSeed: SealedSeed } }
  | { type: 'DrawRun'; data: { drawId: string; seed: string; entriesHash: string; entries: DrawEntry[]; winners: DrawnEntry[] } }
  | { type: 'DrawCancelled'; data: { drawId: string; seed: string } };

export type DrawCommand =
  | { type: 'CreateDraw'; drawId: string; draw: DrawDefinition; seedHash: string; sealedSeed: SealedSeed }
  /** The seed unsealed, the entries frozen and the winners computed by the caller (Web Crypto is async). */
  | { type: 'RunDraw'; seed: string; entriesHash: string; entries: DrawnEntry[]; winners: DrawnEntry[] }
  | { type: 'CancelDraw'; seed: string };

export type OpenDraw = DrawDefinition & { status: 'open'; drawId: string; seedHash: string; sealedSeed: SealedSeed };
export type DrawState = { status: 'none' } | OpenDraw | { status: 'drawn' | 'cancelled'; drawId: string };

/**
 * The frozen list travels in one event. EventStoreDB refuses appends over 1 MiB by default; staying
 * under it in both modes keeps them alike (about 20,000 ticket numbers or 8,000 participations).
 */
export const MAX_ENTRIES_JSON_BYTES = 900_000;

const sha256Hex = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The draw may be run or cancelled only while open; the same refusals for both, with their own texts. */
export function assertOpen(state: DrawState, action: 'run' | 'cancel'): asserts state is OpenDraw {
  if (state.status === 'none') throw notFound(DRAW_MESSAGES.notFound);
  if (state.status === 'drawn') throw conflict(action === 'run' ? DRAW_MESSAGES.alreadyDrawn : DRAW_MESSAGES.drawnNoCancel);
  if (state.status === 'cancelled') throw conflict(action === 'run' ? DRAW_MESSAGES.cancelled : DRAW_MESSAGES.alreadyCancelled);
}

/** A revealed seed must be the committed one: a changed key must never publish a different seed. */
function assertCommitted(state: OpenDraw, seed: string) {
  if (!/^[0-9a-f]{64}$/.test(seed) || sha256Hex(Buffer.from(seed, 'hex')) !== state.seedHash) {
    throw new DomainError('draw_seed_mismatch', DRAW_MESSAGES.seedMismatch);
  }
}

function run(command: Extract<DrawCommand, { type: 'RunDraw' }>, state: DrawState): DrawEvent[] {
  assertOpen(state, 'run');
  assertCommitted(state, command.seed);
  // The published hash must be the hash of the published list, whoever computed it.
  if (sha256Hex(Buffer.from(command.entries.map((e) => e.entry).join('\n'), 'utf8')) !== command.entriesHash) {
    throw new DomainError('draw_entries_mismatch', DRAW_MESSAGES.entriesHashMismatch);
  }
  const { seed, entriesHash, entries, winners } = command;
  const entryKeys = new Set(entries.map((e) => `${e.entry}\n${e.username}`));
  const distinctMembers = new Set(winners.map((w) => w.username)).size === winners.length;
  if (
    winners.length > state.winnerCount ||
    !distinctMembers ||
    winners.some((w) => !entryKeys.has(`${w.entry}\n${w.username}`))
  ) {
    throw new DomainError('draw_winners_inconsistent', DRAW_MESSAGES.winnersInconsistent);
  }
  const published = entries.map(({ entry, username }) => ({ entry, username }));
  if (Buffer.byteLength(JSON.stringify(published)) > MAX_ENTRIES_JSON_BYTES) {
    throw new DomainError('draw_too_many_entries', DRAW_MESSAGES.tooManyEntries);
  }
  return [{ type: 'DrawRun', data: { drawId: state.drawId, seed, entriesHash, entries: published, winners } }];
}

export const drawDecider: Decider<DrawCommand, DrawEvent, DrawState> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'DrawCreated': {
        const { drawId, seedHash, sealedSeed, title, prize, source, winnerCount } = event.data;
        return { status: 'open', drawId, seedHash, sealedSeed, title, prize, source, winnerCount };
      }
      case 'DrawRun':
        return { status: 'drawn', drawId: event.data.drawId };
      case 'DrawCancelled':
        return { status: 'cancelled', drawId: event.data.drawId };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateDraw': {
        // Ids are fresh UUIDs; a second create of the same id is a retried request: nothing new to record.
        if (state.status !== 'none') return [];
        const { drawId, draw, seedHash, sealedSeed } = command;
        return [{ type: 'DrawCreated', data: { drawId, ...draw, seedHash, sealedSeed } }];
      }
      case 'RunDraw':
        return run(command, state);
      case 'CancelDraw':
        assertOpen(state, 'cancel');
        assertCommitted(state, command.seed);
        return [{ type: 'DrawCancelled', data: { drawId: state.drawId, seed: command.seed } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
