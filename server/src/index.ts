/** Starts the contract server from the environment (see config.ts for the variables). */
import { loadSites } from '../../sites/index.js'
import { buildApp } from './app'
import { ConfigError, readConfig, type ServerConfig } from './config'
import { closeGracefully } from './shutdown'
import { openDatabase } from './db/database'
import { DataDirInUseError } from './db/data-dir-lock'
import { checkProductionProviders } from './providers/check'

/** The settings, or ONE ConfigError naming everything to fix (FIELD_KEY and every provider), before the database opens. */
function settingsOrRefusal(): ServerConfig {
  const problems: string[] = []
  const collect = <T>(read: () => T): T | undefined => {
    try {
      return read()
    } catch (e) {
      if (!(e instanceof ConfigError)) throw e
      problems.push(e.message)
      return undefined
    }
  }
  const config = collect(() => readConfig())
  collect(() => checkProductionProviders(process.env))
  if (problems.length || !config) throw new ConfigError(problems.join('. '))
  return config
}

async function main() {
  const config = settingsOrRefusal()
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, timeoutMs: config.dbTimeoutMs })
  const app = await buildApp({
    database,
    h5Root: config.h5Root,
    sites: loadSites(config.sitesDir),
    maxInFlight: config.maxInFlight,
    tokenTtlMs: config.tokenTtlMs,
    fieldKey: config.fieldKey,
    trustProxy: config.trustProxy,
    redisUrl: config.redisUrl,
    corsOrigins: config.corsOrigins,
    redisTimeoutMs: config.redisTimeoutMs,
    healthTimeoutMs: config.healthTimeoutMs,
    logger: { level: process.env.LOG_LEVEL || 'info' },
  }).catch(async (e) => {
    await database.close()
    throw e
  })
  // closed after the app, not in an onClose hook: those run last-added first, and the statistics
  // queue (an onClose hook of the app) must be written before the database goes

  let stopping = false
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      if (stopping) return
      stopping = true
      app.log.info(`${signal}: closing`)
      const code = await closeGracefully(app, config.shutdownGraceMs)
      await database.close().catch((err: unknown) => app.log.error({ err }, 'shutdown: database not closed cleanly'))
      process.exit(code)
    })
  }

  await app.listen({ port: config.port, host: config.host })
  app.log.info(`database: ${database.kind} (${database.location}); H5 builds: ${config.h5Root}`)
  // the search index is brought up to date in the background; the first search waits for it
  app.searchIndexReady().catch((e: unknown) => app.log.error({ err: e }, 'search index: not brought up to date'))
}

main().catch((e) => {
  // problems the operator fixes get one clear line; anything else keeps its stack for debugging
  console.error(e instanceof ConfigError || e instanceof DataDirInUseError ? `Cannot start: ${e.message}` : e)
  process.exit(1)
})
