/**
 * Partner sign-in from the address (rules-and-contract 7: externalLogin, cddyLogin, iFlyLogin,
 * tfCloud/hheSpeed parseCode; product-spec 6 "partner logins: authorization code, code parse,
 * user id"). A deployment is integrated with at most one partner (`partnerLogin` in
 * sites/<code>.json), whose app opens ours with its credential in the query. Which query values
 * make up the credential of each partner (our choice, the spec lists only the query names
 * code, userId and token):
 *   ifly      ?userId=        → iFlyLogin {iFlyUserId}
 *   tfcloud   ?code=          → tfCloud/parseCode {siteId, code}
 *   hhespeed  ?code=          → hheSpeed/parseCode {siteId, code}
 *   cddy      ?code=&openid=  → cddyLogin {authCode, openid}
 *   external  ?token= (no unid; token + unid is the third-party sign-in of step 6)
 *                             → externalLogin {externalIdentityToken}
 */
import type { PartnerLoginKind } from '../../../../types/site'

export type { PartnerLoginKind }

export interface PartnerCredential {
  kind: PartnerLoginKind
  /** the call's own field names */
  fields: Record<string, string>
}

interface AddressInput {
  /** query names read, in the order the call's fields are listed */
  query: string[]
  /** query names that must NOT be present (token + unid belongs to the third-party sign-in) */
  unless?: string[]
  toFields(q: Record<string, string>): Record<string, string>
}

const ADDRESS_INPUTS: Record<PartnerLoginKind, AddressInput> = {
  ifly: { query: ['userId'], toFields: (q) => ({ iFlyUserId: q.userId }) },
  tfcloud: { query: ['code'], toFields: (q) => ({ code: q.code }) },
  hhespeed: { query: ['code'], toFields: (q) => ({ code: q.code }) },
  cddy: { query: ['code', 'openid'], toFields: (q) => ({ authCode: q.code, openid: q.openid }) },
  external: { query: ['token'], unless: ['unid'], toFields: (q) => ({ externalIdentityToken: q.token }) },
}

/** The partner credential in the address, or null when the site has no partner or it is absent. */
export function partnerCredentialOf(
  kind: PartnerLoginKind | undefined,
  query: Record<string, string | undefined>,
): PartnerCredential | null {
  if (!kind) return null
  const input = ADDRESS_INPUTS[kind]
  if (input.unless?.some((name) => query[name])) return null
  const values: Record<string, string> = {}
  for (const name of input.query) {
    const v = query[name]
    if (!v) return null
    values[name] = v
  }
  return { kind, fields: input.toFields(values) }
}

/** Query names that leave the address once the credential was used (it is single-use or secret). */
export function partnerQueryKeys(kind: PartnerLoginKind | undefined): string[] {
  return kind ? ADDRESS_INPUTS[kind].query : []
}

/** Pending-store form of a credential: it survives a reload between capture and exchange. */
export function serializeCredential(c: PartnerCredential): string {
  return JSON.stringify(c)
}

export function parseCredential(text: string | undefined): PartnerCredential | null {
  if (!text) return null
  try {
    const v = JSON.parse(text)
    return v && typeof v.kind === 'string' && v.kind in ADDRESS_INPUTS && v.fields && typeof v.fields === 'object'
      ? (v as PartnerCredential)
      : null
  } catch {
    return null
  }
}
