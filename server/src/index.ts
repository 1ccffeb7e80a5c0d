/** Starts the contract server from the environment (see config.ts for the variables). */
import { buildApp } from './app'
import { readConfig } from './config'
import { openDatabase } from './db/database'

const config = readConfig()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
const app = await buildApp({
  database,
  h5Root: config.h5Root,
  maxInFlight: config.maxInFlight,
  tokenTtlMs: config.tokenTtlMs,
  fieldKey: config.fieldKey,
  logger: { level: process.env.LOG_LEVEL || 'info' },
})
app.addHook('onClose', () => database.close())

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (stopping) return
    stopping = true
    app.log.info(`${signal}: closing`)
    await app.close()
    process.exit(0)
  })
}

await app.listen({ port: config.port, host: config.host })
app.log.info(`database: ${database.kind} (${database.location}); H5 builds: ${config.h5Root}`)
