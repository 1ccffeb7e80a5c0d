/**
 * A betaStatus site sends a visitor who is not logged in to /login (bootstrap step 7). That step
 * runs after the H5 router has begun loading the page asked for, so a plain first visit to /index
 * fetched the home page's code only to leave it (bench:size: about 15 KB of beta-preview's 191).
 * When the bootstrap's answer is already certain at start, the address becomes /login before the
 * router reads it: a plain browser (not WeChat, not an app shell, whose logins come later), no
 * stored login, and no query a login could come from (partner codes, WeChat callbacks). Anything
 * less certain is left to the bootstrap, which decides the same way once it has run.
 * The same certainty sends a plain first visit of a login-only page (gates.ts pageNeedsLogin) to
 * /login with the page as `redirect`: the page would otherwise mount, fire its login-only calls
 * (contacts, volunteer/mine, complaints/list...) and only leave on their code 2.
 */
import type { ClientEnv } from '../../../core/login-flow'
import { loginFirstPath } from '../gates'
import { betaLoginPath } from './bootstrap'

export interface EarlyGateInput {
  betaStatus: boolean
  env: ClientEnv
  /** the address's query, '' or '?…' */
  search: string
  /** a stored user or token */
  hasLogin: boolean
  /** the spec path asked for */
  path: string
}

/** where the visitor must start instead, or null to leave the address alone */
export function earlyLoginPath(input: EarlyGateInput): string | null {
  // only where no later step of the bootstrap could still log the visitor in
  const certain = input.env === 'browser' && !(input.search && input.search !== '?')
  if (!certain) return null
  const beta = betaLoginPath(input.betaStatus, !input.hasLogin, input.path)
  if (beta) return beta
  return loginFirstPath(input.path, input.hasLogin)
}
