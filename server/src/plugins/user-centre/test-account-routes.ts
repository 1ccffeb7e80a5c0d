/**
 * Test-account switch: a site lists tester phones (`testAccounts` in sites/<code>.json).
 *   GET  user/api/testAccount/list    (token) → data {enabled, phones}: phones only for a logged-in tester
 *   POST user/api/testAccount/switch  {phone} (token) → user info + token of that test account
 * Only a user whose own phone is in the list may switch, and only to a listed phone (created on
 * first use): the switch skips SMS, so it must not open any other account.
 * A development tool: with NODE_ENV=production the list names no phone (enabled false, whoever
 * asks) and the switch does not exist (404), whatever the site's list says.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { phoneOf } from '../../auth/users'
import { loginAnswer } from '../account/common'
import { findByPhone, newUser } from '../account/users-store'
import { badInput, fieldsOf, str } from '../../http/fields'
import { ok } from '../../http/envelope'
import { DataEnvelope, routeSchema, Text } from '../../http/schema'
import { devToolsEnabled } from '../account/dev-routes'
import { TestAccounts } from './answers'

function testerPhones(request: FastifyRequest): string[] {
  return request.site.config.testAccounts ?? []
}

export async function testAccountRoutes(app: FastifyInstance, opts: { env?: Readonly<Record<string, string | undefined>> }): Promise<void> {
  const devTools = devToolsEnabled(opts.env)
  const isTester = (request: FastifyRequest) => {
    const phone = phoneOf(request.user!, app.fieldCrypto)
    return !!phone && testerPhones(request).includes(phone)
  }

  // answered in production too (an app asking gets "none", not a 404), but never with a phone
  app.get('/api/user/api/testAccount/list', { schema: routeSchema({ response: DataEnvelope(TestAccounts) }) }, async (request) => {
    const enabled = devTools && isTester(request)
    return ok(request, { enabled, phones: enabled ? testerPhones(request) : [] })
  })
  if (!devTools) return

  app.post('/api/user/api/testAccount/switch', { schema: routeSchema({ body: { phone: Text() } }) }, async (request) => {
    if (!isTester(request)) throw badInput('account:testAccount.notTester')
    const phone = str(fieldsOf(request).phone)
    if (!testerPhones(request).includes(phone)) throw badInput('account:testAccount.notListed')
    const user = (await findByPhone(app, request, phone)) ?? (await newUser(app, request, { phone }))
    return ok(request, await loginAnswer(app, request, user))
  })
}
