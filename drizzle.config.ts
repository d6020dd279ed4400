/** drizzle-kit: `npm run db:generate` writes SQL migrations from src/server/db/schema.ts. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
