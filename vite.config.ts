import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { ldrawLibraryPlugin } from './src/app/server/ldrawLibraryPlugin.ts';

export default defineConfig({
  // Relative URLs: the built site (dist/) works from any static host, under any sub-path.
  base: './',
  plugins: [react(), ldrawLibraryPlugin()],
  worker: { format: 'es' },
  server: { port: 5173 },
  preview: { port: 4173 },
  test: {
    include: ['tests/**/*.test.ts', 'src/**/*.test.ts'],
    // Real-library tests parse thousands of files on their first run.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default', './tests/support/summaryReporter.ts'],
    globalSetup: ['./tests/support/tempRoot.ts'],
  },
});
