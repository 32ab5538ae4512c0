const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface UntilOptions {
  /** The bound: past it the wait fails, naming what never came. */
  ms?: number;
  everyMs?: number;
  /** Says why waiting longer is pointless (the load ran out, say), or null to go on waiting. */
  giveUp?: () => string | null;
}

/**
 * Waits until `ready()` holds. It never ends without its condition: past the bound, or when `giveUp`
 * says the condition can no longer come, it throws with `what` and the reason, so a crash test never
 * goes on to kill a server that was not yet where the test needs it.
 */
export async function until(ready: () => boolean, what: string, options: UntilOptions = {}): Promise<void> {
  const { ms = 60_000, everyMs = 5, giveUp } = options;
  const deadline = Date.now() + ms;
  while (!ready()) {
    const reason = giveUp?.() ?? (Date.now() > deadline ? `not within ${ms} ms` : null);
    if (reason) throw new Error(`never saw ${what}: ${reason}`);
    await pause(everyMs);
  }
}
