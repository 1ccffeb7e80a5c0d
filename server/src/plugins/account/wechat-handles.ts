/**
 * The WeChat sign-in handle: what the OAuth callback puts in the contract's `wechatOpenId`
 * parameter instead of the visitor's open id. An open id is no secret (it is stable, shows up in
 * logs and links, and the dev one is documented), so it must never be the proof of who signs in.
 * The handle is a random one-time credential (auth/one-time-codes.ts), bound to the site, that
 * names the open id the callback just verified with WeChat:
 *  - it lives WECHAT_HANDLE_TTL_MS (5 minutes): the page uses it right after the redirect;
 *  - a sign-in with it (getUserData, bindPhone, acceptInvitation, bindOpenId) spends it;
 *  - a visitor who needs an invitation (code 4) keeps it until WECHAT_INVITATION_HANDLE_TTL_MS
 *    (30 minutes) after it was issued, unspent, so they can still accept an invitation or bind a
 *    phone. Neither signs anybody in without a second proof: a valid invitation code or an SMS code.
 * Unknown, spent, expired, other-site handles and raw open ids all get the same code-2 refusal.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ResultCode } from '../../../../types/contract'
import { extendOneTimeCode, issueOneTimeCode, peekOneTimeCode, spendOneTimeCode, type OneTimeRef } from '../../auth/one-time-codes'
import { AppError } from '../../http/envelope'

export const WECHAT_HANDLE_TTL_MS = 5 * 60_000
export const WECHAT_INVITATION_HANDLE_TTL_MS = 30 * 60_000
const PURPOSE = 'wechat-handle'

export function issueWechatHandle(app: FastifyInstance, request: FastifyRequest, openId: string): Promise<string> {
  return issueOneTimeCode(app.db, {
    siteId: request.site.id,
    purpose: PURPOSE,
    subject: openId,
    now: app.clock(),
    ttlMs: WECHAT_HANDLE_TTL_MS,
  })
}

const refOf = (app: FastifyInstance, request: FastifyRequest, handle: string): OneTimeRef => ({
  siteId: request.site.id,
  purpose: PURPOSE,
  code: handle,
  now: app.clock(),
})

/** code 2 for a caller without a login; a logged-in caller (bindOpenId) gets a 400 instead, so the app keeps its token */
export const unknownHandle = () => new AppError(ResultCode.TOKEN_INVALID, 'account:wechat.unknownOpenId')

/** The open id a live handle names, without spending it; code 2 otherwise. */
export async function openIdOfHandle(
  app: FastifyInstance,
  request: FastifyRequest,
  handle: string,
  refuse = unknownHandle,
): Promise<string> {
  const row = await peekOneTimeCode(app.db, refOf(app, request, handle))
  if (!row) throw refuse()
  return row.subject
}

/** Spends the handle for a sign-in; code 2 when another request spent it first (or it just expired). */
export async function spendWechatHandle(
  app: FastifyInstance,
  request: FastifyRequest,
  handle: string,
  refuse = unknownHandle,
): Promise<string> {
  const row = await spendOneTimeCode(app.db, refOf(app, request, handle))
  if (!row) throw refuse()
  return row.subject
}

/** Code 4 answered: the handle stays usable for the invitation (or phone binding) a while longer. */
export async function keepForInvitation(app: FastifyInstance, request: FastifyRequest, handle: string): Promise<void> {
  const ref = refOf(app, request, handle)
  const row = await peekOneTimeCode(app.db, ref)
  if (row) await extendOneTimeCode(app.db, ref, new Date(row.createdAt.getTime() + WECHAT_INVITATION_HANDLE_TTL_MS))
}
