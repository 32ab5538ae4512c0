import type { Deps } from '../core/deps.js';
import { notFound } from '../core/errors.js';

type Waits = Pick<Deps, 'runner'>;

/**
 * Read-your-writes for a command's answer: waits (bounded, as `runner.waitFor` is) until every
 * projection has applied the appended `position` (-1, nothing appended: no wait), then reads the answer
 * from the read model, so the refetch that follows the mutation shows it. With `notFoundMessage`, a read
 * that finds nothing (the item is gone, or the read model is far behind) is that entity's 404.
 */
export async function afterProjections<T>(deps: Waits, position: number, read: () => Promise<T>): Promise<T>;
export async function afterProjections<T>(
  deps: Waits,
  position: number,
  read: () => Promise<T | null | undefined>,
  notFoundMessage: string,
): Promise<T>;
export async function afterProjections<T>(
  deps: Waits,
  position: number,
  read: () => Promise<T | null | undefined>,
  notFoundMessage?: string,
): Promise<T | null | undefined> {
  if (position >= 0) await deps.runner.waitFor(position);
  const found = await read();
  if (found == null && notFoundMessage !== undefined) throw notFound(notFoundMessage);
  return found;
}
