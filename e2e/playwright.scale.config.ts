import path from 'node:path';
import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config.js';

/**
 * Journeys on two instances: one PostgreSQL database, files on an S3-compatible store, a
 * round-robin proxy in front (scale/harness.mjs), so that requests, WebSockets and live updates
 * cross instances. A chosen set of the journeys, then a rolling restart while a student answers.
 * Needs TEST_DATABASE_URL (a PostgreSQL server on which the harness creates and drops a database).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
// The scale journeys find the harness's control port from it (scale-rolling-restart.spec.ts).
process.env.E2E_PORT = String(port);

/** The journeys that run through the proxy: sign-in, answering with attachments and scratchpad, paying, messages, attendance, posts, the counter. */
const JOURNEYS = [
  'student-sign-in.spec.ts',
  'family-sign-in.spec.ts',
  'player-tools-attachments.spec.ts',
  'player-tools-scratchpad.spec.ts',
  'shop.spec.ts',
  'classroom-tabs.spec.ts',
  'attendance.spec.ts',
  'posts.spec.ts',
  'scale-live-updates.spec.ts',
  'scale-proxy.spec.ts',
];
/** Within those files, the tests that cover what crosses instances (every test of the scale-only files). */
const CHOSEN = [
  /a student with a confirmed grade lands on the dashboard/,
  /the sign-in screen shows the live problems-solved counter/,
  /a parent gets a code, sees the countdown, signs in/,
  /a student attaches a photo and removes it/,
  /a student draws, writes, moves and resizes text, saves, reloads/,
  /pays by card and the student is enrolled/,
  /the teacher answers from the inbox, the student sees the badge/,
  /a teacher resolves a correction on the roll and the student reads the answer/,
  /an admin publishes a post promoting a free class/,
  /scale-/,
];
const ROLLING_RESTART = /scale-rolling-restart\.spec\.ts$/;

export default defineConfig({
  ...baseConfig,
  outputDir: './artifacts/scale',
  workers: 2,
  reporter: [['list'], ['json', { outputFile: './artifacts/scale-results.json' }]],
  use: { ...baseConfig.use, baseURL: `http://localhost:${port}` },
  projects: [
    {
      name: 'desktop',
      testMatch: JOURNEYS.map((file) => new RegExp(`/${file.replace(/\./g, '\\.')}$`)),
      grep: CHOSEN,
      use: { viewport: { width: 1280, height: 800 } },
    },
    // After the journeys: a restart would otherwise cut off their live connections mid-step.
    { name: 'rolling-restart', testMatch: ROLLING_RESTART, dependencies: ['desktop'] },
  ],
  webServer: {
    command: `node ${path.resolve(import.meta.dirname, 'scale/harness.mjs')}`,
    url: `http://localhost:${port}/ready`,
    reuseExistingServer: false,
    // Two instances migrate and seed one database (one at a time) on a busy two-core machine.
    timeout: 240_000,
    // The harness stops the instances (each drains), the store and drops the database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 60_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
