/** Every table, for drizzle-kit (server/drizzle.config.ts) and the typed db handle. */
export * from './site'
export * from './user'
export * from './account'
export * from './user-centre'
export * from './credit'
export * from './content'
export * from './files'
export * from './places'
