import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'src/**/*.test.ts'],
    // Real-library tests parse thousands of files on their first run.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default', './tests/support/summaryReporter.ts'],
  },
});
