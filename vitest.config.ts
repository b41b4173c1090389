import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'proto/**/*.test.ts',
            'services/*/{src,test}/**/*.test.ts',
            'gateway/{src,test}/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/*.e2e.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/test-setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        // Browser journeys: real Chromium against the embedded stack, one file at a time.
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['web/e2e/**/*.e2e.test.ts', 'tests/e2e/**/*.e2e.test.ts'],
          // The longest journey takes ~85 s on a quiet 2-core machine; CI may share the machine, and at a load of 7
          // it took over 180 s. A hang still fails, later.
          testTimeout: 300_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
