import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // every domain's tables: modules/<domain>/*.table.ts (core holds the shared ones), and the platform's (the outbox)
  schema: ['./src/modules/*/*.table.ts', './src/platform/*/*.table.ts'],
  out: './src/db/migrations',
});
