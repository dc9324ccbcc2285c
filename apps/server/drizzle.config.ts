import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // every domain's tables: modules/<domain>/*.table.ts (core holds the shared ones)
  schema: './src/modules/*/*.table.ts',
  out: './src/db/migrations',
});
