import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { TEST_OPERATOR_ENV } from '../apps/server/src/testing/operator-env.ts';
import { toursSeen } from './support/tours.ts';

// Browser journeys against the real built server (embedded PGlite in a fresh temp folder) in
// Debian's Chromium. `npm test` builds first; run alone with `npm run test:e2e` after `npm run setup`.
const port = Number(process.env.E2E_PORT ?? 3123);
const baseURL = `http://127.0.0.1:${port}`;
// A local YouTube (support/fake-youtube-server.ts): no journey reaches the internet.
const youtubePort = Number(process.env.E2E_YOUTUBE_PORT ?? port + 1);
// A local OpenAI-compatible API (support/fake-openai-server.ts) answers the chat and the notes.
const openaiPort = Number(process.env.E2E_OPENAI_PORT ?? port + 2);
// A local Stripe (support/fake-stripe-server.ts): payments are on, paid through its hosted page.
const stripePort = Number(process.env.E2E_STRIPE_PORT ?? port + 3);
// Worker processes load this file again but inherit the runner's environment: the variable makes
// every process agree on the one folder, and tests read the server's outbox from it (support/outbox.ts).
process.env.KREDA_E2E_DATA_DIR ??= path.join(tmpdir(), `kreda-e2e-${process.pid}-${Date.now()}`);
const dataDir = process.env.KREDA_E2E_DATA_DIR;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  outputDir: './.results/artifacts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // CI machines are small (2 cores) and sometimes shared: the journeys get twice the time there,
  // and so do single expectations. A journey that waits for something that never comes still fails.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? './.results/playwright.json' }],
  ],
  use: {
    baseURL,
    // Every journey starts as a pupil who has seen the guided tours (support/tours.ts).
    storageState: toursSeen(baseURL),
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'telefon',
      use: { ...devices['Pixel 5'], viewport: { width: 360, height: 740 }, launchOptions: chromium },
    },
    { name: 'komputer', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
  ],
  webServer: [
    {
      command: 'node --import tsx e2e/support/fake-youtube-server.ts',
      cwd: '..',
      url: `http://127.0.0.1:${youtubePort}/watch?v=kredaFilm01`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_YOUTUBE_PORT: String(youtubePort) },
    },
    {
      command: 'node --import tsx e2e/support/fake-openai-server.ts',
      cwd: '..',
      // It answers only POSTs: Playwright waits for the port to accept connections.
      port: openaiPort,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_OPENAI_PORT: String(openaiPort) },
    },
    {
      command: 'node --import tsx e2e/support/fake-stripe-server.ts',
      cwd: '..',
      port: stripePort,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        E2E_STRIPE_PORT: String(stripePort),
        E2E_STRIPE_WEBHOOK_URL: `${baseURL}/api/webhooks/stripe`,
      },
    },
    {
      command: 'node apps/server/dist/main.js',
      cwd: '..',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        // Production refuses to start without the operator the legal pages name.
        ...TEST_OPERATOR_ENV,
        PUBLIC_URL: baseURL,
        YOUTUBE_ORIGIN: `http://127.0.0.1:${youtubePort}`,
        // Every journey signs up its own account from this one address.
        SIGNUPS_PER_IP_PER_HOUR: '200',
        // One admin per project and journey (support/admin.ts): admin-library.spec.ts edits the demo
        // library, admin-rag.spec.ts tests its search index, admin-plans.spec.ts adds a plan,
        // admin-stats.spec.ts reads the dashboard, admin-users.spec.ts changes accounts.
        ADMIN_EMAILS: [
          'admin.telefon@example.pl',
          'admin.komputer@example.pl',
          'admin.rag-telefon@example.pl',
          'admin.rag-komputer@example.pl',
          'admin.plans-telefon@example.pl',
          'admin.plans-komputer@example.pl',
          'admin.stats-telefon@example.pl',
          'admin.stats-komputer@example.pl',
          'admin.users-telefon@example.pl',
          'admin.users-komputer@example.pl',
        ].join(','),
        // Priced main and fast models, an unpriced vision model: the admin statistics show both.
        AI_PRICES: 'kreda-main=0.4/1.6,kreda-fast=0.1/0.4',
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: `http://127.0.0.1:${openaiPort}/v1`,
        AI_API_KEY: 'e2e-klucz',
        AI_MODEL: 'kreda-main',
        AI_MODEL_FAST: 'kreda-fast',
        // Photos go to the vision model (no journey sends chat photos: quiz answers, photographed
        // essays and test pages see it).
        AI_MODEL_VISION: 'kreda-vision',
        // One task of a test solved at a time: with the fake's few hundred milliseconds a task, a
        // test's page fills in over a few seconds, long enough for the journey to reload it in the
        // middle and check it while it is solved (the integration tests and the bench solve in parallel).
        TEST_SOLVER_CONCURRENCY: '1',
        // The fake's keys (modules/billing/testing/fake-stripe-state.ts).
        STRIPE_SECRET_KEY: 'sk_test_fake_kreda',
        STRIPE_WEBHOOK_SECRET: 'whsec_fake_kreda',
        STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
      },
    },
  ],
});
