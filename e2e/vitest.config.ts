import { defineConfig } from 'vitest/config';

// Journeys share one server (started in global-setup) and run one file at a time:
// two cores, one Chromium.
export default defineConfig({
  test: {
    include: ['budgets/**/*.test.ts', 'journeys/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // CI (.ci/run) runs a failed journey once more, on a machine other work may be sharing;
    // scripts/test.mjs names every journey that passed only on its retry
    retry: Number(process.env.E2E_RETRY ?? 0),
  },
});
