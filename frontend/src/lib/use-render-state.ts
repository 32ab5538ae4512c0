import { useState } from 'react';

/**
 * Runs `onChange` during render when any of `deps` changed since the last render: React's
 * "adjust state when a prop changes". An effect would first paint the stale state, then render again.
 */
export function useOnChange(deps: readonly unknown[], onChange: () => void) {
  const [seen, setSeen] = useState(deps);
  if (deps.length !== seen.length || deps.some((d, i) => !Object.is(d, seen[i]))) {
    setSeen(deps);
    onChange();
  }
}

/** `value` while `live`, else the last value seen while live: a closing dialog keeps its words through the fade-out. */
export function useHeld<T>(value: T, live: boolean): T {
  const [held, setHeld] = useState(value);
  if (live && !Object.is(held, value)) setHeld(value);
  return live ? value : held;
}
