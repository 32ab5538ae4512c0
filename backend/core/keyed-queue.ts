/**
 * Runs tasks with the same key one after another (within this process); tasks with different keys run
 * side by side. Correctness never depends on it (the expected revision does, also across processes): it
 * spares a crowd of commands on one stream from colliding and retrying, and it gives a command sole use
 * of the stream's cached state while it folds, decides and appends.
 *
 * A task must never wait for another task of its own key (that would wait forever).
 */
export type KeyedQueue = <T>(key: string, task: () => Promise<T>) => Promise<T>;

export function createKeyedQueue(): KeyedQueue {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const run = (tails.get(key) ?? Promise.resolve()).then(task, task);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    // The last task of a key removes it, so the map holds only keys with work in flight.
    void tail.then(() => tails.get(key) === tail && tails.delete(key));
    return run;
  };
}
