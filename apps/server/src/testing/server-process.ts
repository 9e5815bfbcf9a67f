import { loadConfig } from '../config/config.ts';
import { startServer } from '../runtime.ts';

/**
 * The real server in a child process, for tests that kill it (`kill -9`) in the middle of work and
 * start another on the same data. The parent passes DATA_DIR (embedded PGlite) or DATABASE_URL;
 * the address is printed as one JSON line on stdout once the server listens.
 */
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
  JOBS_IN_SERVER: 'true',
});
const prefix = process.env.TEST_RATE_LIMIT_PREFIX;
const runtime = await startServer(config, { webDist: null, ...(prefix ? { rateLimitPrefix: prefix } : {}) });
process.stdout.write(`${JSON.stringify({ url: runtime.url })}\n`);
// SIGTERM stops it cleanly (a `--cpu-prof` profile is written on that exit); SIGKILL is the crash.
process.once('SIGTERM', () => {
  void runtime.stop().finally(() => process.exit(0));
});
