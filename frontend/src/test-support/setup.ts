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

// findBy/waitFor keep polling for their condition up to this long: the first render of a file (lazy
// chunks, a cold import) can pass the default second on a machine busy with other test runs.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
