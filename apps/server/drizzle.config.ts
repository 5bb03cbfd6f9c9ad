import { defineConfig } from 'drizzle-kit';

// Generates the committed SQL migrations from every feature's *.table.ts.
// The same files migrate embedded PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
