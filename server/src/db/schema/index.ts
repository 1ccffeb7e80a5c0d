/** Every table, for drizzle-kit (server/drizzle.config.ts) and the typed db handle. */
export * from './site'
export * from './user'
export * from './account'
export * from './content'
export * from './files'
