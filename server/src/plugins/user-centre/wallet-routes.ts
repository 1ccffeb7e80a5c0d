/**
 * Wallet (/user-wallet and withdrawals). Amounts are kept in cents; on the wire they are yuan
 * numbers rounded to 2 decimals (78.5 = 78.50 yuan); `amount` in is a yuan string with ≤ 2 decimals.
 *   GET  user/api/wallet/info         → data {balance, withdrawing}   (balance excludes pending withdrawals)
 *   GET  user/api/wallet/records      currPage, pageSize → datas [{id, amount, kind, status, title, createdAt}] + page
 *   POST user/api/wallet/withdraw     {amount, account} → a pending withdrawal; 1.00 minimum, not above balance
 *   GET  user/api/wallet/withdrawals  currPage, pageSize → withdrawal rows only
 * Payout itself is an operator step (status pending → done | rejected), not part of this server.
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { walletEntries } from '../../db/schema'
import { badInput, fieldsOf, requireText, str } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { ok, pagedA } from '../../http/envelope'
import { DataEnvelope, PagedAEnvelope, PageQuery, routeSchema, Text } from '../../http/schema'
import { WalletEntry, WalletInfo, Withdrawal } from './answers'

export const MIN_WITHDRAW_CENTS = 100

/** for messages: 1.00 */
const yuanText = (cents: number) => (cents / 100).toFixed(2)
const yuan = (cents: number) => Number(yuanText(cents))

async function balances(app: FastifyInstance, userId: number, db = app.db) {
  const [row] = await db
    .select({
      balance: sql<number>`coalesce(sum(${walletEntries.amountCents}), 0)::int`,
      withdrawing: sql<number>`coalesce(sum(case when ${walletEntries.status} = 'pending' then -${walletEntries.amountCents} else 0 end), 0)::int`,
    })
    .from(walletEntries)
    .where(and(eq(walletEntries.userId, userId), ne(walletEntries.status, 'rejected')))
  return { balance: Number(row.balance), withdrawing: Number(row.withdrawing) }
}

export async function walletRoutes(app: FastifyInstance): Promise<void> {
  const list = async (request: FastifyRequest, onlyWithdrawals: boolean) => {
    const { offset, pageSize } = pageOf(fieldsOf(request))
    const where = onlyWithdrawals
      ? and(eq(walletEntries.userId, request.user!.id), eq(walletEntries.kind, 'withdrawal'))
      : eq(walletEntries.userId, request.user!.id)
    const rows = await app.db
      .select()
      .from(walletEntries)
      .where(where)
      .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
      .limit(pageSize)
      .offset(offset)
    const n = await app.db.$count(walletEntries, where)
    const datas = rows.map((r) => ({
      id: r.id,
      amount: yuan(r.amountCents),
      kind: r.kind,
      status: r.status,
      title: r.title,
      account: r.account ?? '',
      createdAt: r.createdAt.toISOString(),
    }))
    return pagedA(request, datas, n, pageSize)
  }

  app.get('/api/user/api/wallet/info', { schema: routeSchema({ response: DataEnvelope(WalletInfo) }) }, async (request) => {
    const b = await balances(app, request.user!.id)
    return ok(request, { balance: yuan(b.balance), withdrawing: yuan(b.withdrawing) })
  })
  app.get('/api/user/api/wallet/records', { schema: routeSchema({ query: PageQuery, response: PagedAEnvelope(WalletEntry) }) }, (request) =>
    list(request, false),
  )
  app.get(
    '/api/user/api/wallet/withdrawals',
    { schema: routeSchema({ query: PageQuery, response: PagedAEnvelope(WalletEntry) }) },
    (request) => list(request, true),
  )

  app.post(
    '/api/user/api/wallet/withdraw',
    { schema: routeSchema({ body: { amount: Text(), account: Text() }, response: DataEnvelope(Withdrawal) }) },
    async (request) => {
      const f = fieldsOf(request)
      const amount = str(f.amount)
      if (!/^\d{1,7}(\.\d{1,2})?$/.test(amount)) throw badInput('account:wallet.amount')
      const cents = Math.round(Number(amount) * 100)
      if (cents < MIN_WITHDRAW_CENTS) throw badInput('account:wallet.minimum', { min: yuanText(MIN_WITHDRAW_CENTS) })
      const account = requireText(f, 'account', 60)
      const userId = request.user!.id
      const row = await app.db.transaction(async (tx) => {
        // serialise withdrawals of one user so two requests cannot both spend the same balance
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wallet:${userId}`}))`)
        const { balance } = await balances(app, userId, tx as unknown as typeof app.db)
        if (cents > balance) throw badInput('account:wallet.insufficient', { balance: yuanText(balance) })
        const [inserted] = await tx
          .insert(walletEntries)
          .values({
            userId,
            amountCents: -cents,
            kind: 'withdrawal',
            status: 'pending',
            title: request.t('account:wallet.withdrawTitle'),
            account,
            createdAt: app.clock(),
          })
          .returning()
        return inserted
      })
      return ok(request, { id: row.id, amount: yuan(cents), status: row.status }, 'account:wallet.withdrawSubmitted')
    },
  )
}
