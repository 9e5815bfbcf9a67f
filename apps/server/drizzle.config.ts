import { defineConfig } from 'drizzle-kit';

// Only used by `npm run db:generate` to diff the tables and write a new SQL migration.
export default defineConfig({
  dialect: 'postgresql',
  // Modules' tables, and the few the platform keeps for itself (job heartbeats).
  schema: ['./src/modules/*/tables.ts', './src/platform/*/tables.ts'],
  out: './drizzle',
});
