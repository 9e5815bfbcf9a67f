import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The server's version (package.json), as reported by /api/health and the heartbeat. */
export const VERSION: string = JSON.parse(
  readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8'),
).version;
