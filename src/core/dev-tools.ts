/**
 * Development tools (the test-account switch, the debug console, the development checkout) are a
 * developer's, never a visitor's: a build allows them only when it is made for a developer's or a
 * tester's API (local, development, test), never for production. The build is named by its API
 * environment because every build is a webpack production compile (one compile stamped per site),
 * so NODE_ENV cannot tell a demo build from the one that ships; a production H5 build
 * (`--env production`) and every mini-program package stamped for production (the default) say so.
 * The site's own setting comes on top (`vConsole`; its tester phones, which the server answers).
 */
import type { ApiEnvironment } from '../../types/site'

/** the API environments a shipped build is made for */
export const PRODUCTION_API_ENVS: ReadonlyArray<ApiEnvironment> = ['production', 'regionalProduction']

export function buildAllowsDevTools(apiEnv: ApiEnvironment): boolean {
  return !PRODUCTION_API_ENVS.includes(apiEnv)
}
