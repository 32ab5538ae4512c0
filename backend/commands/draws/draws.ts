import {
  type CreateDrawInput,
  type Draw,
  type DrawnEntry,
  type DrawSource,
  type DrawSourceRequest,
  drawWinners,
  seedHashOf,
} from '@app/contracts';
import { handleCommand } from '../../core/command-handler.js';
import type { CommandContext } from '../../core/decider.js';
import type { Deps } from '../../core/deps.js';
import { DomainError, notFound } from '../../core/errors.js';
import { loadStateForEdit } from '../../core/load-state.js';
import { assertOpen, drawDecider, toDrawStreamId } from './draw.js';
import { type DrawKey, newSeed, sealSeed, unsealSeed } from './seed-sealing.js';

/**
 * Read-model lookups the draw commands need, handed in by app.ts (commands never import projections).
 * None of them guards an invariant of the draw: see "Freezing the entries" in docs/draws.md.
 */
export interface DrawReads {
  /** The company's name or the event's title; null when there is no such source. */
  sourceName(source: DrawSourceRequest): Promise<string | null>;
  /** The source's entries in canonical order (ticket number; join time, then participation id). */
  entries(source: DrawSource): Promise<DrawnEntry[]>;
  /** The draw as GET /api/draws/{id} shows it. */
  draw(drawId: string): Promise<Draw | null>;
}

export interface DrawCommandDeps {
  deps: Deps;
  reads: DrawReads;
  key: DrawKey;
}

const SOURCE_NOT_FOUND = { tickets: 'Bilet firması bulunamadı.', event: 'Etkinlik bulunamadı.' } as const;
export const ENTRIES_NOT_READY = 'Katılım listesi henüz güncellenemedi; lütfen birkaç saniye sonra tekrar deneyin.';
/** How long a run waits for the read models to reach the head of the log before it freezes entries. */
const FREEZE_WAIT_MS = 10_000;

export async function createDraw({ deps, reads, key }: DrawCommandDeps, input: CreateDrawInput, ctx: CommandContext) {
  const name = await reads.sourceName(input.source);
  if (name === null) throw notFound(SOURCE_NOT_FOUND[input.source.type]);
  const drawId = deps.newId();
  const seed = newSeed();
  const draw = { title: input.title, prize: input.prize, source: { ...input.source, name }, winnerCount: input.winnerCount };
  const command = {
    type: 'CreateDraw' as const,
    drawId,
    draw,
    seedHash: await seedHashOf(seed),
    sealedSeed: sealSeed(key, drawId, seed),
  };
  const r = await handleCommand(deps.events, toDrawStreamId(drawId), drawDecider, command, ctx);
  return { drawId, position: r.position };
}

/**
 * Unseal the seed, freeze the entries, compute the winners, then append one DrawRun with the loaded
 * revision expected: of two concurrent runs exactly one appends, the other reloads and gets 409.
 */
export async function runDraw({ deps, reads, key }: DrawCommandDeps, drawId: string, ctx: CommandContext) {
  const streamId = toDrawStreamId(drawId);
  const state = await loadStateForEdit(deps.events, streamId, drawDecider, ctx);
  assertOpen(state, 'run');
  const seed = unsealSeed(key, drawId, state.sealedSeed);
  // Everything recorded before the run began is in the read models once they reach this position.
  const reached = await deps.runner.waitFor(await deps.events.headPosition(), FREEZE_WAIT_MS);
  if (!reached) throw new DomainError('draw_entries_not_ready', ENTRIES_NOT_READY);
  const entries = await reads.entries(state.source);
  const { entriesHash, winners } = await drawWinners(seed, entries, state.winnerCount);
  const r = await handleCommand(
    deps.events,
    streamId,
    drawDecider,
    { type: 'RunDraw', seed, entriesHash, entries, winners },
    ctx,
  );
  return { position: r.position };
}

export async function cancelDraw({ deps, key }: DrawCommandDeps, drawId: string, ctx: CommandContext) {
  const streamId = toDrawStreamId(drawId);
  const state = await loadStateForEdit(deps.events, streamId, drawDecider, ctx);
  assertOpen(state, 'cancel');
  const seed = unsealSeed(key, drawId, state.sealedSeed);
  const r = await handleCommand(deps.events, streamId, drawDecider, { type: 'CancelDraw', seed }, ctx);
  return { position: r.position };
}
