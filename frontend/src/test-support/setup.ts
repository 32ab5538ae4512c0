import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
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

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
