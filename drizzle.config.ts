import { defineConfig } from 'drizzle-kit';

// Migrations land where Netlify DB applies them on deploy (netlify.toml [database.migrations]).
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema.ts',
  out: './db/migrations',
  casing: 'snake_case',
  dbCredentials: { url: process.env.NETLIFY_DB_URL ?? 'postgres://postgres@localhost:5432/postgres' },
});
