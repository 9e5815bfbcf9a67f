import { defineConfig } from 'drizzle-kit';

// Only used by `npm run db:generate` to diff the tables and write a new SQL migration.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/modules/*/tables.ts',
  out: './drizzle',
});
