import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom has no matchMedia; the app asks it for the phone breakpoint and the toaster's corner.
if (typeof window.matchMedia !== 'function')
  Object.defineProperty(window, 'matchMedia', {
    value: (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });

// findBy/waitFor look again at every change of the DOM (a toast cannot come and go unseen) up to this
// long: the first render of a file (lazy chunks, a cold import) passed the default second, and 5 s, on
// a machine busy with other test runs (issue 39). A bound, not a pace: they return once it shows.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
