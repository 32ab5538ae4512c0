/** A clock the test moves by hand (pass `clock` to `createHarness`). */
export function manualClock(start: string) {
  let now = new Date(start);
  return {
    clock: () => new Date(now),
    set: (at: string) => void (now = new Date(at)),
  };
}
export type ManualClock = ReturnType<typeof manualClock>;
