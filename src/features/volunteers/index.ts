/** The volunteer area's calls (src/package-volunteers pages use them). */
export * from './api'
