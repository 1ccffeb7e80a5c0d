// The ONE migration set of the server. Regenerate after a schema change:
//   npx drizzle-kit generate --config server/drizzle.config.ts
import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema/index.ts',
  out: './server/drizzle',
})
