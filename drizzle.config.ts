import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes flat migrations/NNNN_name.sql that wrangler and readD1Migrations read.
export default defineConfig({
  dialect: 'sqlite',
  schema: './worker/db/schema.ts',
  out: './migrations',
});
