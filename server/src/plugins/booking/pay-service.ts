/**
 * Paying a booking (issue 12 "Gates and payment"; decisions in docs/contract-booking.md "Payment").
 *
 * An order of a priced or points-priced resource waits in 0 with its places held until payDeadline.
 * Paying moves it 0 → 11 (4 when the resource reviews bookings) by a conditional update
 * (WHERE status = 0) in the transaction that records the payment, so a second payment of the same
 * order finds nothing to move:
 *   - POINTS: the user's row is locked (FOR UPDATE) first, as book() does, so one account's pays
 *     run one after another and each reads the settled balance; the ledger row (−points) and the
 *     move are one transaction: two parallel pays of one order take the points once, and two
 *     orders cannot overdraw the wallet.
 *   - MONEY: the provider's parameters are made (WeChat Pay's prepay, or the dev checkout); the
 *     order moves only when the provider says it was paid (a verified notification, or the dev
 *     confirm), through markPaid() with the same conditional move and a unique pay row per order.
 * An order past its hold cannot be paid (settleDue releases it to 14); a WeChat payment is closed
 * by WeChat at the same moment (time_expire), and one landing late anyway is refunded at once.
 * Cancelling a paid order (cancel() in service.ts, inside the cancel window) calls refundInCancel()
 * in the cancel's transaction: points go back to the wallet, money through the provider's refund.
 */
import { and, eq, sql } from 'drizzle-orm'
import { nextStatus, ORDER_STATUS, type OrderStatus } from '../../../../src/core/booking/order-status'
import { PAY_TYPES, payState, type PayType } from '../../../../src/core/booking/payment'
import type { Database, Transaction } from '../../db/database'
import { bookingOrders, bookingPayments, bookingResources, integralRecords, users } from '../../db/schema'
import { badInput, notFound } from '../../http/fields'
import type { PayChannel, PayParams, PayProvider, RefundState } from '../../providers/pay'
import { orderOf, type OrderRow } from './service'

export { PAY_TYPES, type PayType }

/** the points ledger's reasons (labels account:integral.<reason>) */
export const POINTS_PAY_REASON = 'bookingPay'
export const POINTS_REFUND_REASON = 'bookingRefund'

const refused = (key: string, params: Record<string, unknown> = {}) => badInput(`pay:error.${key}`, params)

/** why an order cannot be paid now (src/core/booking/payment.ts), or null when it can */
export function unpayableReason(order: OrderRow, now: Date): string | null {
  const state = payState(
    {
      status: order.status,
      payType: order.payType,
      payDeadline: order.payDeadline?.getTime() ?? null,
      updatedAt: order.updatedAt.getTime(),
    },
    now.getTime(),
  )
  return state === 'payable' ? null : state
}

function assertPayable(order: OrderRow, now: Date) {
  const reason = unpayableReason(order, now)
  if (reason) throw refused(reason)
}

async function lockedOrder(tx: Transaction, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(bookingOrders).where(eq(bookingOrders.id, orderId)).for('update')
  return order
}

async function reviewedOf(tx: Transaction | Database, order: OrderRow): Promise<boolean> {
  const [r] = await tx
    .select({ reviewed: bookingResources.reviewed })
    .from(bookingResources)
    .where(eq(bookingResources.id, order.bookingResourceId))
  return r?.reviewed ?? false
}

/** 0 → 11 (4 when reviewed), only from 0: false when another transaction moved it first */
async function movePaid(tx: Transaction, order: OrderRow, payType: PayType, now: Date): Promise<OrderStatus | null> {
  const to = nextStatus(ORDER_STATUS.AWAITING_PAYMENT, 'pay', { reviewed: await reviewedOf(tx, order) })
  if (to === null) return null
  const moved = await tx
    .update(bookingOrders)
    .set({ status: to, payType, updatedAt: now })
    .where(and(eq(bookingOrders.id, order.id), eq(bookingOrders.status, ORDER_STATUS.AWAITING_PAYMENT)))
    .returning({ id: bookingOrders.id })
  return moved.length === 1 ? to : null
}

export async function pointsBalance(tx: Transaction | Database, userId: number): Promise<number> {
  const [row] = await tx
    .select({ balance: sql<number>`coalesce(sum(${integralRecords.points}), 0)::int` })
    .from(integralRecords)
    .where(eq(integralRecords.userId, userId))
  return Number(row.balance)
}

export interface PayInput {
  siteId: number
  userId: number
  orderCode: string
  now: Date
}

/** Pays an order with points: the deduction and the order's move in one transaction. */
export async function payWithPoints(db: Database, input: PayInput): Promise<OrderRow> {
  const { siteId, userId, orderCode, now } = input
  return db.transaction(async (tx) => {
    // the wallet's lock: every pay of this account waits here, so the balance below is settled
    await tx.execute(sql`SELECT id FROM ${users} WHERE ${users.id} = ${userId} FOR UPDATE`)
    const order = await lockedOrder(tx, (await orderOf(tx, siteId, userId, orderCode)).id)
    assertPayable(order, now)
    if (order.payPoints <= 0) throw refused('noPoints')
    const balance = await pointsBalance(tx, userId)
    if (balance < order.payPoints) throw refused('pointsShort', { need: order.payPoints, have: balance })
    const to = await movePaid(tx, order, 'POINTS', now)
    if (to === null) throw refused('alreadyPaid')
    await tx.insert(integralRecords).values({ userId, points: -order.payPoints, reason: POINTS_PAY_REASON, createdAt: now })
    await tx.insert(bookingPayments).values({
      orderId: order.id,
      kind: 'pay',
      payType: 'POINTS',
      amount: order.payPoints,
      provider: 'points',
      outNo: order.orderCode,
      state: 'SUCCESS',
      createdAt: now,
      updatedAt: now,
    })
    return { ...order, status: to, payType: 'POINTS', updatedAt: now }
  })
}

/** The client's parameters to pay an order's money through the provider (nothing moves yet). */
export async function startMoneyPayment(
  db: Database,
  provider: PayProvider,
  input: PayInput & { channel: PayChannel; openId?: string },
): Promise<PayParams> {
  const order = await orderOf(db, input.siteId, input.userId, input.orderCode)
  assertPayable(order, input.now)
  if (order.payMoneyFen <= 0) throw refused('noMoney')
  const [resource] = await db
    .select({ name: bookingResources.resourceName })
    .from(bookingResources)
    .where(eq(bookingResources.id, order.bookingResourceId))
  return provider.createPayment({
    orderCode: order.orderCode,
    amountFen: order.payMoneyFen,
    description: resource?.name ?? order.orderCode,
    openId: input.openId,
    channel: input.channel,
    expiresAt: order.payDeadline ?? undefined,
  })
}

export interface PaidNotice {
  orderCode: string
  provider: string
  transactionId: string
  amountFen: number
  now: Date
}

/**
 * A payment the provider confirmed: 'paid' when it moved the order, 'already' for a repeated
 * notice of the same payment, 'late' when the order can no longer be paid (the caller refunds),
 * 'mismatch' when the amount is not the order's.
 */
export async function markPaid(
  db: Database,
  notice: PaidNotice,
): Promise<{ outcome: 'paid' | 'already' | 'late' | 'mismatch'; order?: OrderRow }> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(bookingOrders).where(eq(bookingOrders.orderCode, notice.orderCode)).for('update')
    if (!found) throw notFound('booking:error.orderNotFound')
    const [before] = await tx
      .select({ id: bookingPayments.id })
      .from(bookingPayments)
      .where(and(eq(bookingPayments.orderId, found.id), eq(bookingPayments.kind, 'pay')))
    // a late payment whose refund failed comes again as 'late', so the caller tries the refund again
    if (before) return { outcome: !found.payType && !found.refundState ? ('late' as const) : ('already' as const), order: found }
    if (notice.amountFen !== found.payMoneyFen) return { outcome: 'mismatch' as const, order: found }
    // a late payment: recorded as paid, then refunded by the caller
    const late = unpayableReason(found, notice.now) !== null
    const to = late ? null : await movePaid(tx, found, 'MONEY', notice.now)
    await tx.insert(bookingPayments).values({
      orderId: found.id,
      kind: 'pay',
      payType: 'MONEY',
      amount: notice.amountFen,
      provider: notice.provider,
      outNo: found.orderCode,
      providerRef: notice.transactionId,
      state: 'SUCCESS',
      createdAt: notice.now,
      updatedAt: notice.now,
    })
    // the order stays unpaid (its places went back or go back now); the money goes back by refundLate
    if (to === null) return { outcome: 'late' as const, order: found }
    return { outcome: 'paid' as const, order: { ...found, status: to, payType: 'MONEY', updatedAt: notice.now } }
  })
}

export const refundNoOf = (orderCode: string) => `RF${orderCode}`

/**
 * Gives a paid order's money or points back, inside the caller's transaction (the cancel's).
 * Points: a ledger row (+points) and a SUCCESS refund row. Money: the provider's refund (dev-pay:
 * at once; WeChat Pay: SUCCESS or PROCESSING, a later REFUND notification settles it); a provider
 * that fails throws, so the cancel rolls back and the visitor may try again.
 */
export async function refundInTransaction(tx: Transaction, order: OrderRow, provider: PayProvider, now: Date): Promise<RefundState | null> {
  if (!order.payType) return null
  if (order.refundState) return order.refundState as RefundState
  const refundNo = refundNoOf(order.orderCode)
  let state: RefundState
  let providerRef: string | null = null
  if (order.payType === 'POINTS') {
    await tx.insert(integralRecords).values({ userId: order.userId, points: order.payPoints, reason: POINTS_REFUND_REASON, createdAt: now })
    state = 'SUCCESS'
  } else {
    // a provider that cannot be reached is a refusal (the cancel rolls back), not a server error
    const result = await provider
      .refund({ orderCode: order.orderCode, refundNo, totalFen: order.payMoneyFen, amountFen: order.payMoneyFen })
      .catch(() => ({ state: 'FAILED' as const, providerRef: '' }))
    if (result.state === 'FAILED') throw refused('refundFailed')
    state = result.state
    providerRef = result.providerRef
  }
  const inserted = await tx
    .insert(bookingPayments)
    .values({
      orderId: order.id,
      kind: 'refund',
      payType: order.payType,
      amount: order.payType === 'POINTS' ? order.payPoints : order.payMoneyFen,
      provider: order.payType === 'POINTS' ? 'points' : provider.name,
      outNo: refundNo,
      providerRef,
      state,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: bookingPayments.id })
  if (inserted.length === 0) throw refused('alreadyRefunded')
  await tx.update(bookingOrders).set({ refundState: state, updatedAt: now }).where(eq(bookingOrders.id, order.id))
  return state
}

/** a late money payment (the order was released first, it stays unpaid): refunded at once */
export async function refundLate(db: Database, order: OrderRow, provider: PayProvider, now: Date): Promise<RefundState | null> {
  return db.transaction(async (tx) => refundInTransaction(tx, { ...(await lockedOrder(tx, order.id)), payType: 'MONEY' }, provider, now))
}

/** A refund's later answer (WeChat's REFUND notification). */
export async function settleRefund(db: Database, refundNo: string, state: RefundState, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookingPayments)
      .set({ state, updatedAt: now })
      .where(and(eq(bookingPayments.outNo, refundNo), eq(bookingPayments.kind, 'refund')))
      .returning({ orderId: bookingPayments.orderId })
    if (!row) return false
    await tx.update(bookingOrders).set({ refundState: state, updatedAt: now }).where(eq(bookingOrders.id, row.orderId))
    return true
  })
}
