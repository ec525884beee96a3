import { defineConfig } from '@playwright/test';

// The release build (dist/) served on 127.0.0.1, driven in Debian's Chromium.
export const PORT = 8091;
// The build with the benchmark exports (scripts/build --bench), for the bench specs only;
// scripts/bench --against serves an earlier one from elsewhere (BENCH_DIST).
export const BENCH_PORT = 8092;
const BENCH_DIST = process.env.BENCH_DIST ?? '../../dist-bench';

export default defineConfig({
  testDir: './specs',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  workers: 2,
  fullyParallel: true,
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  projects: [
    { name: 'app', testIgnore: /bench.*\.spec\.ts/ },
    { name: 'bench', testMatch: /bench.*\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${BENCH_PORT}/` } },
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    acceptDownloads: true,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: [
    { command: `node ../../scripts/static-server.mjs ../../dist ${PORT}`, url: `http://127.0.0.1:${PORT}/`, reuseExistingServer: false },
    { command: `node ../../scripts/static-server.mjs ${BENCH_DIST} ${BENCH_PORT}`, url: `http://127.0.0.1:${BENCH_PORT}/`, reuseExistingServer: false },
  ],
});
