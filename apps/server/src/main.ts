import { ConfigError, loadConfig } from './config/config.ts';
import { startServer } from './runtime.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Kreda cannot start.\n${error.message}\nSee .env.example for every variable.`);
      process.exit(78);
    }
    throw error;
  }
  const runtime = await startServer(config);
  const shutdown = (signal: string) => {
    runtime.logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const force = setTimeout(() => {
      runtime.logger.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    runtime.stop().then(
      () => process.exit(0),
      (error) => {
        runtime.logger.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  console.error('Kreda failed to start:', error);
  process.exit(1);
});
