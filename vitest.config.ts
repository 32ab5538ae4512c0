import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'backend/**/*.unit.test.ts',
            'contracts/**/*.unit.test.ts',
            'frontend/src/**/*.unit.test.ts',
            'frontend/build/**/*.unit.test.ts',
          ],
          environment: 'node',
        },
        // The front end's own import alias (frontend/vite.config.ts), for its unit tests.
        resolve: { alias: { '@': fileURLToPath(new URL('./frontend/src', import.meta.url)) } },
      },
      {
        // Front-end components as a person uses them (Testing Library in jsdom), against a fake API.
        test: {
          name: 'component',
          include: ['frontend/src/**/*.component.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['frontend/src/test-support/setup.ts'],
          // A person's typing in jsdom is slow on a loaded two-core machine; the tests wait for what they
          // see (a toast, a message), and this is only the bound on that wait, not a pace.
          testTimeout: 30_000,
        },
        resolve: { alias: { '@': fileURLToPath(new URL('./frontend/src', import.meta.url)) } },
      },
      {
        test: {
          name: 'int',
          include: ['backend/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // One browser and one server at a time: the machine has two cores.
          fileParallelism: false,
          // A live update has up to 15 s to show, not vitest's default 1 s: on a loaded 2-core machine a
          // page, a server and a browser share the CPU (a 1 s, then a 5 s window failed tests whose
          // screens were right, issue 39). A poll ends as soon as the state shows: this is a bound, not a pace.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
