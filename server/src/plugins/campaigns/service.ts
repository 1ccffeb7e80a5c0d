/**
 * Campaign records (docs/contract-campaigns.md): writing one (only after validateCampaign, the rule
 * the app shares) and reading one with what its sections name: the places, news and stories by id
 * and the vote campaign of an entries section, all of the campaign's own site. An id the site no
 * longer has is left out; a section left with nothing to show is dropped, never drawn empty.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type {
  CampaignArticle,
  CampaignDetail,
  CampaignInput,
  CampaignItem,
  CampaignSection,
  ResolvedSection,
} from '../../../../src/core/campaigns/contract'
import { campaignState, validateCampaign, type CampaignPublishState } from '../../../../src/core/campaigns/rules'
import { voteState, type VoteType } from '../../../../src/core/votes/rules'
import type { Database } from '../../db/database'
import { campaigns, contents, places, stories, voteCampaigns, voteEntries } from '../../db/schema'
import { badInput } from '../../http/fields'
import { toPlaceItem } from '../places/views'

export type CampaignRow = typeof campaigns.$inferSelect

/** validates, then inserts or replaces the site's campaign of that code (published unless `state` says DRAFT) */
export async function saveCampaign(
  db: Database,
  siteId: number,
  input: CampaignInput,
  now: Date,
  { sort = 0, state = 'PUBLISHED' }: { sort?: number; state?: CampaignPublishState } = {},
): Promise<CampaignRow> {
  const problem = validateCampaign(input)
  if (problem) throw badInput(`campaigns:${problem.key}`, problem.params)
  const banner = input.sections.find((s) => s.kind === 'banner')
  const values = {
    siteId,
    code: input.code,
    title: input.title.trim(),
    cover: banner?.kind === 'banner' ? banner.image : '',
    sections: input.sections,
    startsAt: new Date(input.startTime),
    endsAt: new Date(input.endTime),
    state,
    sort,
    createdAt: now,
  }
  const [row] = await db
    .insert(campaigns)
    .values(values)
    .onConflictDoUpdate({ target: [campaigns.siteId, campaigns.code], set: { ...values, createdAt: undefined } })
    .returning()
  return row
}

export function toCampaignItem(row: CampaignRow, now: Date): CampaignItem {
  const window = { startTime: row.startsAt.toISOString(), endTime: row.endsAt.toISOString() }
  return { id: row.id, code: row.code, title: row.title, cover: row.cover, ...window, state: campaignState(window, now.getTime()) }
}

const idsOf = (sections: CampaignSection[], pick: (s: CampaignSection) => number[] | undefined) => [
  ...new Set(sections.flatMap((s) => pick(s) ?? [])),
]

async function articlesOf(db: Database, siteId: number, source: 'news' | 'stories', ids: number[]): Promise<Map<number, CampaignArticle>> {
  if (ids.length === 0) return new Map()
  const rows =
    source === 'news'
      ? (
          await db
            .select()
            .from(contents)
            .where(and(eq(contents.siteId, siteId), inArray(contents.id, ids)))
        ).map((r) => ({ id: r.id, title: r.title, cover: r.imgUrl, summary: r.description, time: r.publishTime.toISOString() }))
      : (
          await db
            .select()
            .from(stories)
            .where(and(eq(stories.siteId, siteId), eq(stories.status, 'PUBLISHED'), inArray(stories.id, ids)))
        ).map((r) => ({ id: r.id, title: r.title, cover: r.cover, summary: r.authorName, time: r.createdAt.toISOString() }))
  return new Map(rows.map((r) => [r.id, r]))
}

/** the sections with what they name, in the caller's language */
export async function resolveSections(db: Database, row: CampaignRow, lang: string, now: Date): Promise<ResolvedSection[]> {
  const sections = row.sections
  const placeIds = idsOf(sections, (s) => (s.kind === 'places' || s.kind === 'map' ? s.placeIds : undefined))
  const placeRows = placeIds.length
    ? await db
        .select()
        .from(places)
        .where(and(eq(places.siteId, row.siteId), inArray(places.id, placeIds)))
    : []
  const placeById = new Map(placeRows.map((p) => [p.id, toPlaceItem(p, lang)]))
  const news = await articlesOf(
    db,
    row.siteId,
    'news',
    idsOf(sections, (s) => (s.kind === 'articles' && s.source === 'news' ? s.ids : undefined)),
  )
  const storyMap = await articlesOf(
    db,
    row.siteId,
    'stories',
    idsOf(sections, (s) => (s.kind === 'articles' && s.source === 'stories' ? s.ids : undefined)),
  )
  const out: ResolvedSection[] = []
  for (const s of sections) {
    if (s.kind === 'places' || s.kind === 'map') {
      const found = s.placeIds.flatMap((id) => placeById.get(id) ?? [])
      if (found.length) out.push({ ...s, places: found })
    } else if (s.kind === 'articles') {
      const map = s.source === 'news' ? news : storyMap
      const items = s.ids.flatMap((id) => map.get(id) ?? [])
      if (items.length) out.push({ ...s, items })
    } else if (s.kind === 'entries') {
      const [vote] = await db
        .select()
        .from(voteCampaigns)
        .where(and(eq(voteCampaigns.id, s.voteId), eq(voteCampaigns.siteId, row.siteId)))
      if (!vote) continue
      const n = await db.$count(voteEntries, eq(voteEntries.voteId, vote.id))
      out.push({
        ...s,
        voteTitle: vote.title,
        voteType: vote.voteType as VoteType,
        voteState: voteState({ startTime: vote.startsAt.getTime(), endTime: vote.endsAt.getTime() }, now.getTime()),
        entryNum: Number(n),
      })
    } else out.push(s)
  }
  return out
}

export async function campaignDetail(db: Database, row: CampaignRow, lang: string, now: Date): Promise<CampaignDetail> {
  return { ...toCampaignItem(row, now), sections: await resolveSections(db, row, lang, now) }
}

/**
 * The ids a record names that its site does not have (or, for stories, has not published), by
 * section number from 1: the preview drops them, so the editor is told which ones went.
 */
export function missingIds(sections: CampaignSection[], resolved: ResolvedSection[]): Array<{ section: number; ids: number[] }> {
  const found = new Set<string>()
  for (const s of resolved) {
    if (s.kind === 'places' || s.kind === 'map') for (const p of s.places) found.add(`place:${p.id}`)
    if (s.kind === 'articles') for (const a of s.items) found.add(`${s.source}:${a.id}`)
    if (s.kind === 'entries') found.add(`vote:${s.voteId}`)
  }
  const out: Array<{ section: number; ids: number[] }> = []
  for (const [i, s] of sections.entries()) {
    const named =
      s.kind === 'places' || s.kind === 'map'
        ? s.placeIds.map((id) => [`place:${id}`, id] as const)
        : s.kind === 'articles'
          ? s.ids.map((id) => [`${s.source}:${id}`, id] as const)
          : s.kind === 'entries'
            ? [[`vote:${s.voteId}`, s.voteId] as const]
            : []
    const ids = named.filter(([key]) => !found.has(key)).map(([, id]) => id)
    if (ids.length) out.push({ section: i + 1, ids })
  }
  return out
}
