import { handleCommand } from '../../core/command-handler.js';
import type { CommandContext } from '../../core/decider.js';
import type { Deps } from '../../core/deps.js';
import { WrongExpectedRevisionError } from '../../core/event-store/event-store.js';
import { DomainError } from '../../core/errors.js';
import { loadState } from '../../core/load-state.js';
import { type RewardCommand, rewardDecider } from './decide.js';
import { toRewardStreamId } from './reward.js';

export const BUSY_MESSAGE = 'Sistem şu anda çok yoğun. Lütfen birkaç saniye sonra tekrar deneyin.';

/**
 * Load, decide and append one command on `reward-<id>`. Buyers of one reward take turns within this
 * process (handleCommand queues commands per stream); endless contention with other processes becomes
 * a 503, not a 500.
 */
export async function runReward(deps: Deps, rewardId: string, command: RewardCommand, ctx: CommandContext) {
  try {
    return await handleCommand(deps.events, toRewardStreamId(rewardId), rewardDecider, command, ctx);
  } catch (err) {
    if (err instanceof WrongExpectedRevisionError) throw new DomainError('busy', BUSY_MESSAGE);
    throw err;
  }
}

/** The reward as the write side knows it now (never from a read model). */
export const loadReward = (deps: Deps, rewardId: string) => loadState(deps.events, toRewardStreamId(rewardId), rewardDecider);
