/**
 * Casting a vote (src/core/votes/rules.ts; docs/contract-votes.md "Limits under concurrency").
 * One transaction:
 *   1. the entry and its campaign (same site), the window: not started / over → refused;
 *   2. the daily gate: INSERT … ON CONFLICT (user, campaign, day) DO UPDATE SET count = count + 1
 *      WHERE count < limit: one conditional upsert, so the count can never pass the limit; its row
 *      lock makes the same user's concurrent votes of the campaign wait for each other;
 *   3. the vote row; the unique index (user, entry, day) refuses a second vote for the item that
 *      day (ON CONFLICT DO NOTHING → nothing returned → refused, and the whole transaction, the
 *      gate's +1 with it, rolls back);
 *   4. the entry's vote_num + 1, in the same transaction.
 */
import { and, eq, sql } from 'drizzle-orm'
import { siteDayOf, siteTimeOf } from '../../../../src/core/booking/site-time'
import type { VoteResult } from '../../../../src/core/votes/contract'
import { dailyLimitOf, voteDayOf, voteRefusal, voteState } from '../../../../src/core/votes/rules'
import type { Database } from '../../db/database'
import { voteCampaigns, voteDailyCounts, voteEntries, voteRecords } from '../../db/schema'
import { badInput, notFound } from '../../http/fields'

export interface CastVote {
  siteId: number
  userId: number
  entryId: number
  now: Date
}

const whenText = (d: Date) => `${siteDayOf(d.getTime())} ${siteTimeOf(d.toISOString())}`

export async function castVote(db: Database, v: CastVote): Promise<VoteResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ entry: voteEntries, campaign: voteCampaigns })
      .from(voteEntries)
      .innerJoin(voteCampaigns, eq(voteCampaigns.id, voteEntries.voteId))
      .where(and(eq(voteEntries.id, v.entryId), eq(voteEntries.siteId, v.siteId)))
    if (!row) throw notFound('votes:error.entryNotFound', { id: v.entryId })
    const { campaign } = row
    const state = voteState({ startTime: campaign.startsAt.getTime(), endTime: campaign.endsAt.getTime() }, v.now.getTime())
    const limit = dailyLimitOf(campaign.dailyLimit)
    const day = voteDayOf(v.now.getTime())
    // the words of the refusal (window first, then the item, then the limit); the writes below enforce them
    const [already] = await tx
      .select({ id: voteRecords.id })
      .from(voteRecords)
      .where(and(eq(voteRecords.userId, v.userId), eq(voteRecords.entryId, v.entryId), eq(voteRecords.day, day)))
    const refusal = voteRefusal({ state, usedToday: 0, dailyLimit: limit, votedItemToday: !!already })
    if (refusal === 'error.notStarted') throw badInput('votes:error.notStarted', { start: whenText(campaign.startsAt) })
    if (refusal === 'error.over') throw badInput('votes:error.over', { end: whenText(campaign.endsAt) })
    if (refusal) throw badInput(`votes:${refusal}`, { limit })

    const gate = await tx
      .insert(voteDailyCounts)
      .values({ userId: v.userId, voteId: campaign.id, day, count: 1 })
      .onConflictDoUpdate({
        target: [voteDailyCounts.userId, voteDailyCounts.voteId, voteDailyCounts.day],
        set: { count: sql`${voteDailyCounts.count} + 1` },
        setWhere: sql`${voteDailyCounts.count} < ${limit}`,
      })
      .returning({ count: voteDailyCounts.count })
    if (gate.length === 0) throw badInput('votes:error.dailyLimit', { limit })

    const recorded = await tx
      .insert(voteRecords)
      .values({ siteId: v.siteId, userId: v.userId, voteId: campaign.id, entryId: v.entryId, day, createdAt: v.now })
      .onConflictDoNothing()
      .returning({ id: voteRecords.id })
    if (recorded.length === 0) throw badInput('votes:error.votedToday', { limit })

    const [entry] = await tx
      .update(voteEntries)
      .set({ voteNum: sql`${voteEntries.voteNum} + 1` })
      .where(eq(voteEntries.id, v.entryId))
      .returning({ voteNum: voteEntries.voteNum })
    return { entryId: v.entryId, voteNum: entry.voteNum, usedToday: gate[0].count, dailyLimit: limit }
  })
}
