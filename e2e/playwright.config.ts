import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
/** The journey through every route as each role, at the widths it sets itself. */
const EVERY_ROUTE = /every-route\.spec\.ts$/;
/** The server's log of the run (run.mjs clears it before and scans it after). */
const JOURNEY_LOG = path.resolve(import.meta.dirname, 'server-logs/journeys.log');
/** Journeys on two instances behind a proxy: playwright.scale.config.ts runs them. */
const SCALE_ONLY = /scale-[\w-]+\.spec\.ts$/;
// A fresh academy for every run: the server migrates and seeds an empty data folder.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'solve-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: './artifacts/results.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    // A failed journey keeps its trace (actions, DOM snapshots, network) but not the screencast:
    // filming every page costs about a third of the suite's time on a two-core machine.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    // People in the academy's zone (the demo's), whatever the machine's; a journey of a viewer
    // elsewhere sets its own (`test.use({ timezoneId })`).
    timezoneId: 'America/Los_Angeles',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: [EVERY_ROUTE, SCALE_ONLY], use: { viewport: { width: 1280, height: 800 } } },
    { name: 'tablet-768', testIgnore: [EVERY_ROUTE, SCALE_ONLY], use: { viewport: { width: 768, height: 1024 }, hasTouch: true } },
    // Sets its own widths (1280 and 390 px) per test.
    { name: 'every-route', testMatch: EVERY_ROUTE },
  ],
  webServer: {
    // The server's whole log goes to a file that run.mjs scans for secrets after the journeys.
    command: `node ${path.resolve(import.meta.dirname, 'server-with-log.mjs')} ${JOURNEY_LOG}`,
    url: `http://localhost:${port}/ready`,
    reuseExistingServer: false,
    // Migrating and seeding the demo academy takes up to a minute on a busy two-core machine.
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'true',
      E2E_FIXTURES: 'true',
      // Journeys run many at once on a busy machine: a signed-in page is always drawn, however long it takes.
      PAGE_DRAWING_LIMIT_MS: '30000',
      // Each journey's browser names its own address (tests/support.ts `test`).
      TRUST_PROXY: '1',
    },
  },
});
