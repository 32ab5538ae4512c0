import { handleCommand } from '../../core/command-handler.js';
import type { CommandContext } from '../../core/decider.js';
import type { Deps } from '../../core/deps.js';
import { WrongExpectedRevisionError } from '../../core/event-store/event-store.js';
import { DomainError } from '../../core/errors.js';
import { loadState } from '../../core/load-state.js';
import { type RewardCommand, rewardDecider } from './decide.js';
import { toRewardStreamId } from './reward.js';

const tails = new Map<string, Promise<unknown>>();

/**
 * Runs the commands of one reward one after another within this process. Correctness never depends
 * on it (the expected revision does, also across instances); it spares a crowd of buyers of the same
 * reward from colliding and retrying until the handler gives up.
 */
function inOrder<T>(key: string, task: () => Promise<T>): Promise<T> {
  const run = (tails.get(key) ?? Promise.resolve()).then(task, task);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  tails.set(key, tail);
  void tail.then(() => tails.get(key) === tail && tails.delete(key));
  return run;
}

export const BUSY_MESSAGE = 'Sistem şu anda çok yoğun. Lütfen birkaç saniye sonra tekrar deneyin.';

/** Load, decide and append one command on `reward-<id>`; endless contention becomes a 503, not a 500. */
export function runReward(deps: Deps, rewardId: string, command: RewardCommand, ctx: CommandContext) {
  return inOrder(rewardId, async () => {
    try {
      return await handleCommand(deps.events, toRewardStreamId(rewardId), rewardDecider, command, ctx);
    } catch (err) {
      if (err instanceof WrongExpectedRevisionError) throw new DomainError(503, BUSY_MESSAGE, 'busy');
      throw err;
    }
  });
}

/** The reward as the write side knows it now (never from a read model). */
export const loadReward = (deps: Deps, rewardId: string) => loadState(deps.events, toRewardStreamId(rewardId), rewardDecider);
